import { useTranslation } from 'react-i18next';
import { BALANCE_ALARM_THRESHOLD_MAX } from '../../../contract/entities/balanceAlarm';
import { formatAmount } from '../../lib/format';
import { callAction, useAction } from '../../session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast/toastStore';
import { useAmountField } from './useAmountField';

const PARAMS = {};

/** The low-balance threshold (GetBalanceAlarm): shown, and changed in dollars with up to 2 decimals. */
export function ThresholdCard() {
  const { t } = useTranslation();
  const alarm = useAction('GetBalanceAlarm', PARAMS);
  const field = useAmountField({
    max: BALANCE_ALARM_THRESHOLD_MAX,
    invalid: t('bill.threshold.invalid'),
    save: async (value) => {
      await callAction('UpdateBalanceAlarmThreshold', { Threshold: value });
      showToast('success', t('bill.threshold.saved'));
    },
  });

  const data = alarm.data;
  return (
    <Card title={t('bill.threshold.title')}>
      {data && (
        <p className="mb-3 text-sm text-slate-700" data-testid="bill-threshold">
          {t('bill.threshold.current', { amount: data.Threshold > 0 ? formatAmount(data.Threshold) : t('bill.threshold.off') })}
        </p>
      )}
      <form noValidate onSubmit={field.submit} className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('bill.threshold.label')}
          name="threshold"
          {...field.input}
          hint={data ? t('bill.threshold.hint', { emails: data.Emails.join(', ') }) : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" loading={field.busy}>
          {t('bill.threshold.save')}
        </Button>
      </form>
    </Card>
  );
}
