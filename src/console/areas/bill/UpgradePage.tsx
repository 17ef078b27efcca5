import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/pageProps';
import { routeHref } from '../../lib/routeHref';
import { copyText } from '../../lib/copyText';
import { useAction, userInfo } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { TextLink } from '../../ui/TextLink';
import { showToast } from '../../ui/toast/toastStore';
import { BankTransferMatchCard } from './BankTransferMatchCard';

const NONE = {};

/**
 * /bill/upgrade: upgrade by binding a credit card (10 USD frozen, released within 2 weeks) or by bank
 * transfer with a reference code. An operator account (PaymentOperator) also gets the tool that
 * matches incoming transfers to accounts and credits them.
 */
export function UpgradePage(_props: PageProps) {
  useSignals();
  const { t } = useTranslation();
  const bank = useAction('GetAccountVerifyCode', NONE);
  const b = bank.data;
  const row = (label: string, value: string) =>
    value ? (
      <>
        <dt className="text-slate-600">{label}</dt>
        <dd className="break-words font-medium text-slate-900">{value}</dd>
      </>
    ) : null;
  return (
    <div className="space-y-6">
      <PageHeader title={t('routes.billUpgrade')} description={t('bill.upgrade.intro')} />
      {userInfo.value?.Upgrade && <Alert tone="success">{t('bill.upgrade.upgraded')}</Alert>}
      {userInfo.value?.Permissions.includes('PaymentOperator') && <BankTransferMatchCard />}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={t('bill.upgrade.cardTitle')}>
          <p className="mb-4 text-sm text-slate-700">{t('bill.upgrade.cardText')}</p>
          <TextLink to={routeHref('/bill/payment-method')}>{t('bill.upgrade.cardAction')}</TextLink>
        </Card>
        <Card title={t('bill.upgrade.bankTitle')}>
          {!b ? (
            <Spinner label={t('common.loading')} />
          ) : (
            <div className="space-y-4 text-sm">
              <p className="text-slate-700">{t('bill.upgrade.bankText')}</p>
              <div className="flex flex-wrap items-center gap-3">
                <span className="text-slate-600">{t('bill.upgrade.reference')}</span>
                <span className="rounded bg-slate-100 px-2 py-1 font-mono text-base font-semibold text-slate-900" data-testid="bank-reference">
                  {b.ReferenceCode}
                </span>
                <Button variant="secondary" className="px-3 py-1" onClick={() => void copyText(b.ReferenceCode).then(() => showToast('success', t('bill.upgrade.copied')))}>
                  {t('bill.upgrade.copy')}
                </Button>
              </div>
              {b.Configured ? (
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                  {row(t('bill.upgrade.beneficiary'), b.Beneficiary)}
                  {row(t('bill.upgrade.bankName'), b.BankName)}
                  {row(t('bill.upgrade.accountNumber'), b.AccountNumber)}
                  {row(t('bill.upgrade.swift'), b.Swift)}
                  {row(t('bill.upgrade.bankAddress'), b.BankAddress)}
                  {row(t('bill.upgrade.currency'), b.Currency.toUpperCase())}
                </dl>
              ) : (
                <Alert tone="info">{t('bill.upgrade.notConfigured')}</Alert>
              )}
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}
