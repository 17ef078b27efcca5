import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OperatorTicketInfo, TicketStatus } from '../../../contract/entities/ticket';
import { ticketStatusOf } from '../../../contract/display/ticketStatus';
import { callAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/form/FormError';
import { useSchemaForm } from '../../ui/form/useSchemaForm';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { showToast } from '../../ui/toast/toastStore';
import { replySchema } from './ticketSchemas';

const replyStates = [TicketStatus.Pending, TicketStatus.OnHold, TicketStatus.Solved] as const;
type ReplyState = (typeof replyStates)[number];

/** The operator's answer (OperatorReplyTicket with the state it leaves the ticket in), hold and close (OperatorSetTicketStatus). */
export function OperatorReplyCard({ ticket, onChanged }: { ticket: OperatorTicketInfo; onChanged: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(replySchema, { Content: '' });
  const [state, setState] = useState<ReplyState>(TicketStatus.Pending);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  if (ticket.Status === TicketStatus.Closed) return <Alert tone="info">{t('setting.tickets.detail.closedNote')}</Alert>;

  const submit = form.onSubmit(async (data) => {
    await callAction('OperatorReplyTicket', { TicketId: ticket.TicketId, Content: data.Content, Status: state }, { inline: true });
    showToast('success', t('setting.tickets.detail.answered'));
    form.field('Content')({ target: { value: '' } });
    onChanged();
  });

  async function setStatus(status: typeof TicketStatus.OnHold | typeof TicketStatus.Closed) {
    setBusy(true);
    try {
      await callAction('OperatorSetTicketStatus', { TicketId: ticket.TicketId, Status: status });
      showToast('success', status === TicketStatus.Closed ? t('setting.tickets.detail.closed') : t('setting.tickets.detail.held'));
      onChanged();
    } catch {
      /* the toast said why */
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <Card
      title={t('setting.tickets.detail.operatorReply')}
      actions={
        <span className="flex flex-wrap gap-2">
          {ticket.Status !== TicketStatus.OnHold && (
            <Button variant="secondary" disabled={busy} onClick={() => void setStatus(TicketStatus.OnHold)}>
              {t('setting.tickets.detail.hold')}
            </Button>
          )}
          <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
            {t('setting.tickets.detail.close')}
          </Button>
        </span>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextAreaField label={t('setting.tickets.detail.reply')} rows={4} maxLength={5000} value={form.values.Content} onChange={form.field('Content')} error={form.error('Content')} />
        <SelectField
          label={t('setting.tickets.detail.setStatus')}
          value={String(state)}
          options={replyStates.map((s) => ({ value: String(s), label: t(ticketStatusOf(s).textKey) }))}
          onChange={(e) => setState(Number(e.target.value) as ReplyState)}
          className="max-w-xs"
        />
        <FormError message={form.serverError} />
        <Button type="submit" loading={form.busy}>
          {t('setting.tickets.detail.send')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('setting.tickets.detail.closeTitle')}
        confirmLabel={t('setting.tickets.detail.close')}
        danger
        busy={busy}
        onConfirm={() => void setStatus(TicketStatus.Closed)}
        onClose={() => setConfirming(false)}
      >
        {t('setting.tickets.detail.closeBody')}
      </ConfirmDialog>
    </Card>
  );
}
