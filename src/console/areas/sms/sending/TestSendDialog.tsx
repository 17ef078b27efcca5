import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_TEST_RECIPIENTS_MAX } from '../../../../contract/sms/smsConstants';
import { QueuedOfflineError } from '../../../offline';
import { ActionError, callAction } from '../../../session';
import { Alert } from '../../../ui/Alert';
import { DialogActions } from '../../../ui/DialogActions';
import { Modal } from '../../../ui/Modal';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextLink } from '../../../ui/TextLink';
import type { SendErrors, SendParams } from './validateSend';
import { routeHref, type Href } from '../../../lib/routeHref';

export interface TestSendDialogProps {
  open: boolean;
  onClose: () => void;
  initialNumbers: string;
  /** Checks the numbers with the form's content: the parameters, or errors by field. */
  check: (numbers: string) => { errors: SendErrors; params: SendParams | null };
  errorText: (e: SendErrors[keyof SendErrors]) => string | undefined;
  onSent: () => void;
}

type Outcome = { kind: 'sent'; path: Href; count: number } | { kind: 'queued' } | { kind: 'failed'; message: string } | null;

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
      setOutcome({ kind: 'sent', path: routeHref('/sms/task/{taskId}/{accountId}/{sessionNo}', { taskId: res.TaskId, accountId: res.AccountId, sessionNo: res.SessionNo }), count: res.Submitted });
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
    <Modal open={open} onClose={onClose} title={t('sms.sending.test.title')}>
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
        <DialogActions closeLabel={t('common.close')} onClose={onClose} actLabel={t('sms.sending.test.send')} busy={busy} />
      </form>
    </Modal>
  );
}
