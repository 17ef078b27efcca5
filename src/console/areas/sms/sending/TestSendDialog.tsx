import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_TEST_RECIPIENTS_MAX } from '../../../../contract/sms/smsConstants';
import { QueuedOfflineError } from '../../../offline';
import { ActionError, callAction } from '../../../session';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextLink } from '../../../ui/TextLink';
import type { SendErrors, SendParams } from './validateSend';

export interface TestSendDialogProps {
  open: boolean;
  onClose: () => void;
  initialNumbers: string;
  /** Checks the numbers with the form's content: the parameters, or errors by field. */
  check: (numbers: string) => { errors: SendErrors; params: SendParams | null };
  errorText: (e: SendErrors[keyof SendErrors]) => string | undefined;
  onSent: () => void;
}

type Outcome = { kind: 'sent'; path: string; count: number } | { kind: 'queued' } | { kind: 'failed'; message: string } | null;

/** A test send (IsTest) of the current message to at most 5 numbers, without leaving the form. */
export function TestSendDialog({ open, onClose, initialNumbers, check, errorText, onSent }: TestSendDialogProps) {
  const { t } = useTranslation();
  const [numbers, setNumbers] = useState(initialNumbers);
  const [errors, setErrors] = useState<SendErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function send() {
    const r = check(numbers);
    setErrors(r.errors);
    setOutcome(null);
    if (!r.params) return;
    setBusy(true);
    try {
      const res = await callAction('AddUSMSSendTask', r.params);
      setOutcome({ kind: 'sent', path: `/sms/task/${res.TaskId}/${res.AccountId}/${res.SessionNo}`, count: res.Submitted });
      onSent();
    } catch (err) {
      if (err instanceof QueuedOfflineError) setOutcome({ kind: 'queued' });
      else if (err instanceof ActionError) setOutcome({ kind: 'failed', message: err.message });
    } finally {
      setBusy(false);
    }
  }

  const formProblems = Object.entries(errors).filter(([field]) => field !== 'testNumbers');
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{t('sms.sending.test.title')}</DialogTitle>
          <p className="mt-2 text-sm text-slate-600">{t('sms.sending.test.intro', { max: SMS_TEST_RECIPIENTS_MAX })}</p>
          <form
            className="mt-4 space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <TextAreaField label={t('sms.sending.test.numbers')} rows={3} value={numbers} onChange={(e) => setNumbers(e.target.value)} hint={t('sms.sending.test.numbersHint', { max: SMS_TEST_RECIPIENTS_MAX })} error={errorText(errors.testNumbers)} />
            {formProblems.length > 0 && (
              <Alert tone="error">
                <p>{t('sms.sending.test.fixForm')}</p>
                <ul className="mt-1 list-disc pl-5">
                  {formProblems.map(([field, e]) => (
                    <li key={field}>{errorText(e)}</li>
                  ))}
                </ul>
              </Alert>
            )}
            {outcome?.kind === 'sent' && (
              <Alert tone="success">
                {t('sms.sending.test.sent', { count: outcome.count })} <TextLink to={outcome.path}>{t('sms.sending.test.viewTask')}</TextLink>
              </Alert>
            )}
            {outcome?.kind === 'queued' && <Alert tone="info">{t('sms.sending.queued')}</Alert>}
            {outcome?.kind === 'failed' && <Alert tone="error">{outcome.message}</Alert>}
            <div className="flex flex-wrap justify-end gap-2 pt-2">
              <Button variant="secondary" onClick={onClose}>
                {t('common.close')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('sms.sending.test.send')}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
