import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TicketInfo, TicketStatus } from '../../../contract/entities/ticket';
import { QueuedOfflineError } from '../../offline';
import { callAction, refreshBadges } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/form/FormError';
import { useSchemaForm } from '../../ui/form/useSchemaForm';
import { TextAreaField } from '../../ui/TextAreaField';
import { showToast } from '../../ui/toast/toastStore';
import { TicketPictures } from './TicketPictures';
import { replySchema } from './ticketSchemas';

/** The customer's reply (CreateComment, with pictures while the ticket has room) and "Mark as solved" (SolvedTicket). */
export function CustomerReplyCard({ ticket, onChanged }: { ticket: TicketInfo; onChanged: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(replySchema, { Content: '' });
  const [pictures, setPictures] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [round, setRound] = useState(0);
  const [queued, setQueued] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [solving, setSolving] = useState(false);

  if (ticket.Status === TicketStatus.Closed) return <Alert tone="info">{t('setting.tickets.detail.closedNote')}</Alert>;

  const submit = form.onSubmit(async (data) => {
    setQueued(false);
    try {
      await callAction('CreateComment', { TicketId: ticket.TicketId, Content: data.Content, AttachFileIds: pictures }, { inline: true });
      showToast('success', t('setting.tickets.detail.sent'));
    } catch (err) {
      if (!(err instanceof QueuedOfflineError)) throw err;
      setQueued(true);
    }
    form.field('Content')({ target: { value: '' } });
    setPictures([]);
    setRound((r) => r + 1);
    onChanged();
  });

  async function solve() {
    setSolving(true);
    try {
      await callAction('SolvedTicket', { TicketId: ticket.TicketId });
      showToast('success', t('setting.tickets.detail.solved'));
      void refreshBadges();
      onChanged();
    } catch {
      /* the toast said why, or it is queued */
    } finally {
      setSolving(false);
      setConfirming(false);
    }
  }

  return (
    <Card
      title={t('setting.tickets.detail.replyTitle')}
      actions={
        ticket.Status !== TicketStatus.Solved && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('setting.tickets.detail.markSolved')}
          </Button>
        )
      }
    >
      {ticket.Status === TicketStatus.Solved && (
        <Alert tone="success" className="mb-4">
          {t('setting.tickets.detail.solvedNote')}
        </Alert>
      )}
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextAreaField label={t('setting.tickets.detail.reply')} rows={4} maxLength={5000} value={form.values.Content} onChange={form.field('Content')} error={form.error('Content')} />
        {ticket.PicturesLeft > 0 && <TicketPictures key={round} room={ticket.PicturesLeft} onChange={setPictures} onBusy={setUploading} />}
        <FormError message={form.serverError} />
        {queued && <Alert tone="info">{t('setting.tickets.detail.queued')}</Alert>}
        <Button type="submit" loading={form.busy} disabled={uploading}>
          {t('setting.tickets.detail.send')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('setting.tickets.detail.solveTitle')}
        confirmLabel={t('setting.tickets.detail.markSolved')}
        busy={solving}
        onConfirm={() => void solve()}
        onClose={() => setConfirming(false)}
      >
        {t('setting.tickets.detail.solveBody')}
      </ConfirmDialog>
    </Card>
  );
}
