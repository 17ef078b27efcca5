import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsReplyRecord } from '../../../../contract/entities/sms';
import { countSegments } from '../../../../contract/sms/segments';
import { SMS_CONTENT_MAX } from '../../../../contract/sms/smsConstants';
import { formatDateTime } from '../../../lib/format';
import { useDraft } from '../../../offline';
import { callAction, countries } from '../../../session';
import { Alert } from '../../../ui/Alert';
import { DialogActions } from '../../../ui/DialogActions';
import { Modal, ModalTitle } from '../../../ui/Modal';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { showToast } from '../../../ui/toast/toastStore';
import type { FieldMessage } from '../setting/fieldMessage';
import { runWrite } from '../../../offline';
import { checkAnswer, emptyAnswer, type AnswerForm } from './answerForm';
import { countryOfPhone } from './replyRecords';
import { routeHref } from '../../../lib/routeHref';

export interface AnswerDialogProps {
  /** The reply being answered; null: closed. */
  reply: SmsReplyRecord | null;
  onClose: () => void;
  /** Sent ('done'), or saved in the offline outbox ('queued') with its text. */
  onAnswered: (reply: SmsReplyRecord, outcome: 'done' | 'queued', content: string) => void;
}

/** Answer a reply with an SMS (ReplyUSMSMO): the text with its live segment count, an optional sender ID, and the charge. */
export function AnswerDialog({ reply, onClose, onAnswered }: AnswerDialogProps) {
  return (
    <Modal open={reply !== null} onClose={onClose} size="lg">
      {reply && <AnswerEditor key={reply.ReplyId} reply={reply} onClose={onClose} onAnswered={onAnswered} />}
    </Modal>
  );
}

function AnswerEditor({ reply, onClose, onAnswered }: { reply: SmsReplyRecord } & Omit<AnswerDialogProps, 'reply'>) {
  useSignals();
  const { t } = useTranslation();
  const [form, setForm] = useState<AnswerForm>(emptyAnswer);
  const [errors, setErrors] = useState<Partial<Record<keyof AnswerForm, FieldMessage>>>({});
  const [busy, setBusy] = useState(false);
  const title = t('sms.reply.dialogTitle', { phone: reply.PhoneNumber });
  const draft = useDraft(`sms-reply-answer:${reply.ReplyId}`, form, { title, onRestore: setForm, route: routeHref('/sms/reply') });
  const seg = countSegments(form.content, countryOfPhone(reply.PhoneNumber, countries.value));
  const msg = (m: FieldMessage | undefined) => (m ? t(m.key, m.values) : undefined);

  const set = (key: keyof AnswerForm, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkAnswer(reply.ReplyId, form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    const outcome = await runWrite(callAction('ReplyUSMSMO', checked.params));
    setBusy(false);
    if (outcome.kind === 'failed') return;
    await draft.clear();
    if (outcome.kind === 'done') showToast('success', t('sms.reply.sent', { phone: reply.PhoneNumber }));
    onAnswered(reply, outcome.kind, checked.params.Content);
  }

  return (
    <>
      <ModalTitle>{title}</ModalTitle>
      <figure className="mt-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
        <figcaption className="text-xs text-slate-600">{t('sms.reply.theyWrote', { time: formatDateTime(reply.ReceiveTime) })}</figcaption>
        <blockquote className="mt-1 whitespace-pre-wrap break-words text-slate-900">{reply.Content}</blockquote>
      </figure>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
        {draft.restoredAt !== null && <p className="rounded-md bg-sky-50 px-3 py-2 text-xs text-sky-900">{t('sms.reply.draftRestored')}</p>}
        <TextAreaField
          label={t('sms.reply.yourAnswer')}
          rows={4}
          maxLength={SMS_CONTENT_MAX}
          value={form.content}
          error={msg(errors.content)}
          hint={t('sms.reply.segments', { characters: seg.characters, count: seg.segments, encoding: t(seg.encoding === 'GSM7' ? 'sms.reply.encodingGSM7' : 'sms.reply.encodingUCS2') })}
          onChange={(e) => set('content', e.target.value)}
        />
        <TextField
          label={t('sms.reply.senderId')}
          hint={t('sms.reply.senderIdHint')}
          maxLength={11}
          autoComplete="off"
          spellCheck={false}
          value={form.senderId}
          error={msg(errors.senderId)}
          onChange={(e) => set('senderId', e.target.value)}
        />
        <Alert tone="info">{t('sms.reply.charge', { phone: reply.PhoneNumber })}</Alert>
        <DialogActions className="" closeLabel={t('common.back')} onClose={onClose} actLabel={t('sms.reply.send')} busy={busy} />
      </form>
    </>
  );
}
