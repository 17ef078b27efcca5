import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BALANCE_ALARM_THRESHOLD_MAX } from '../../../contract/entities/balanceAlarm';
import { tryParseAmount } from '../../../contract/money';
import { formatAmount } from '../../lib/format';
import { callAction, useAction } from '../../session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast/toastStore';

const PARAMS = {};

/** The low-balance threshold (GetBalanceAlarm): shown, and changed in dollars with up to 2 decimals. */
export function ThresholdCard() {
  const { t } = useTranslation();
  const alarm = useAction('GetBalanceAlarm', PARAMS);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    const value = /^\d+(\.\d{1,2})?$/.test(text.trim()) ? tryParseAmount(text) : null;
    if (value === null || value > BALANCE_ALARM_THRESHOLD_MAX) {
      setError(t('bill.threshold.invalid'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await callAction('UpdateBalanceAlarmThreshold', { Threshold: value });
      showToast('success', t('bill.threshold.saved'));
      setText('');
    } catch {
      /* the toast said why (or that it was queued offline) */
    } finally {
      setBusy(false);
    }
  }

  const data = alarm.data;
  return (
    <Card title={t('bill.threshold.title')}>
      {data && (
        <p className="mb-3 text-sm text-slate-700" data-testid="bill-threshold">
          {t('bill.threshold.current', { amount: data.Threshold > 0 ? formatAmount(data.Threshold) : t('bill.threshold.off') })}
        </p>
      )}
      <form noValidate onSubmit={(e) => void save(e)} className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('bill.threshold.label')}
          name="threshold"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          error={error}
          hint={data ? t('bill.threshold.hint', { emails: data.Emails.join(', ') }) : undefined}
          onChange={(e) => setText(e.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" loading={busy}>
          {t('bill.threshold.save')}
        </Button>
      </form>
    </Card>
  );
}
