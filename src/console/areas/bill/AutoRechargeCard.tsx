import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECHARGE_MAX } from '../../../contract/entities/payment';
import { SpecText } from '../../../contract/messages';
import { tryParseAmount } from '../../../contract/money';
import { formatAmount } from '../../lib/format';
import { callAction, useAction } from '../../session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast/toastStore';

const NONE = {};

/** Auto recharge (UpdateAutoRecharge): refill a wallet that falls below the low-balance threshold to a set amount. */
export function AutoRechargeCard() {
  const { t } = useTranslation();
  const alarm = useAction('GetBalanceAlarm', NONE);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    const value = /^\d+(\.\d{1,2})?$/.test(text.trim()) ? tryParseAmount(text) : null;
    if (value === null || value > RECHARGE_MAX) {
      setError(SpecText.AmountVerificationFailure);
      return;
    }
    setBusy(true);
    try {
      await callAction('UpdateAutoRecharge', { Target: value }, { inline: true });
      setError(undefined);
      setText('');
      showToast('success', t('bill.auto.saved'));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const target = alarm.data?.AutoRechargeTarget ?? 0;
  return (
    <Card title={t('bill.auto.title')}>
      <p className="mb-1 text-sm text-slate-700">{t('bill.auto.intro')}</p>
      {alarm.data && (
        <p className="mb-3 text-sm font-medium text-slate-900" data-testid="bill-auto-recharge">
          {target > 0 ? t('bill.auto.current', { amount: formatAmount(target) }) : t('bill.auto.off')}
        </p>
      )}
      <form noValidate onSubmit={(e) => void save(e)} className="flex flex-wrap items-end gap-3">
        <TextField label={t('bill.auto.label')} name="autoTarget" inputMode="decimal" autoComplete="off" value={text} error={error} hint={t('bill.auto.hint')} onChange={(e) => setText(e.target.value)} className="min-w-0 flex-1" />
        <Button type="submit" loading={busy}>
          {t('bill.auto.save')}
        </Button>
      </form>
    </Card>
  );
}
