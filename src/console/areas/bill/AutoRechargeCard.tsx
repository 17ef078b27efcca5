import { useTranslation } from 'react-i18next';
import { RECHARGE_MAX } from '../../../contract/entities/payment';
import { SpecText } from '../../../contract/messages';
import { formatAmount } from '../../lib/format';
import { callAction, useAction } from '../../session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast/toastStore';
import { useAmountField } from './useAmountField';

const NONE = {};

/** Auto recharge (UpdateAutoRecharge): refill a wallet that falls below the low-balance threshold to a set amount. */
export function AutoRechargeCard() {
  const { t } = useTranslation();
  const alarm = useAction('GetBalanceAlarm', NONE);
  const field = useAmountField({
    max: RECHARGE_MAX,
    invalid: SpecText.AmountVerificationFailure,
    errorsInline: true,
    save: async (value) => {
      await callAction('UpdateAutoRecharge', { Target: value }, { inline: true });
      showToast('success', t('bill.auto.saved'));
    },
  });

  const target = alarm.data?.AutoRechargeTarget ?? 0;
  return (
    <Card title={t('bill.auto.title')}>
      <p className="mb-1 text-sm text-slate-700">{t('bill.auto.intro')}</p>
      {alarm.data && (
        <p className="mb-3 text-sm font-medium text-slate-900" data-testid="bill-auto-recharge">
          {target > 0 ? t('bill.auto.current', { amount: formatAmount(target) }) : t('bill.auto.off')}
        </p>
      )}
      <form noValidate onSubmit={field.submit} className="flex flex-wrap items-end gap-3">
        <TextField label={t('bill.auto.label')} name="autoTarget" {...field.input} hint={t('bill.auto.hint')} className="min-w-0 flex-1" />
        <Button type="submit" loading={field.busy}>
          {t('bill.auto.save')}
        </Button>
      </form>
    </Card>
  );
}
