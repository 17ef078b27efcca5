import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WalletProductType } from '../../../contract/constants';
import type { PageProps } from '../../lib/pageProps';
import { useAction } from '../../session';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { showToast } from '../../ui/toast/toastStore';
import { callAction } from '../../session';
import { AutoRechargeCard } from './AutoRechargeCard';
import { ExportRecords } from './ExportRecords';
import { RechargeCard } from './RechargeCard';
import { BalanceSummary } from './BalanceSummary';
import { ThresholdCard } from './ThresholdCard';
import { TransactionTable } from './TransactionTable';

const WHOLE_ACCOUNT = {};
/** The filter's products until the balance (which lists them) has loaded: main, then the spec's sub-wallets. */
const USUAL_TYPES = [0, WalletProductType.Advertising, WalletProductType.Voice, WalletProductType.Email, WalletProductType.SMS];

/** /bill/management: the balances per product type (spec formula), the low-balance threshold, the transactions. */
export function BillManagementPage(_props: PageProps) {
  const { t } = useTranslation();
  const balance = useAction('GetBalance', WHOLE_ACCOUNT);
  const [exportsOpen, setExportsOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const types = balance.data?.ProductTypes.map((b) => b.ProductType) ?? USUAL_TYPES;

  async function exportTransactions() {
    setExporting(true);
    try {
      await callAction('AddTransactionExportTask', {});
      showToast('success', t('bill.exports.queued'));
      setExportsOpen(true);
    } catch {
      /* toast */
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('routes.billManagement')}
        description={t('bill.intro')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" loading={exporting} onClick={() => void exportTransactions()}>
              {t('bill.exports.exportTransactions')}
            </Button>
            <Button variant="secondary" onClick={() => setExportsOpen(true)}>
              {t('bill.exports.open')}
            </Button>
          </div>
        }
      />
      <BalanceSummary balance={balance.data} />
      <RechargeCard productTypes={types} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ThresholdCard />
        <AutoRechargeCard />
      </div>
      <TransactionTable productTypes={types} />
      <Modal open={exportsOpen} onClose={() => setExportsOpen(false)} title={t('bill.exports.title')} size="2xl" alignTop>
        <ExportRecords />
      </Modal>
    </div>
  );
}
