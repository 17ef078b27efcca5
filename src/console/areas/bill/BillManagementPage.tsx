import { useTranslation } from 'react-i18next';
import { WalletProductType } from '../../../contract/constants';
import type { PageProps } from '../../lib/pageProps';
import { useAction } from '../../session';
import { PageHeader } from '../../ui/PageHeader';
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
  return (
    <div className="space-y-6">
      <PageHeader title={t('routes.billManagement')} description={t('bill.intro')} />
      <BalanceSummary balance={balance.data} />
      <ThresholdCard />
      <TransactionTable productTypes={balance.data?.ProductTypes.map((b) => b.ProductType) ?? USUAL_TYPES} />
    </div>
  );
}
