import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useAction } from '../../../session';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Modal } from '../../../ui/Modal';

const LIST_PARAMS = { Limit: 10 };

/**
 * The embedded catch-all mailbox (the gateway's default mail transfer, for testing): the newest
 * e-mails this account sent, each opened to its whole source (headers with the DKIM signature, the
 * VERP Return-Path and the one-click unsubscribe headers, then the parts). Hidden when the gateway
 * relays through SMTP.
 */
export function MailboxPanel() {
  const { t } = useTranslation();
  const list = useAction('GetUEmailMailbox', LIST_PARAMS, { pollMs: 5_000 });
  const [openId, setOpenId] = useState<number | null>(null);
  const one = useAction('GetUEmailMailbox', openId === null ? null : { Id: openId, Limit: 1 });
  if (!list.data?.Enabled) return null;
  const message = one.data?.Messages[0];
  return (
    <Card title={t('email.sending.mailbox.title')}>
      <p className="mb-3 text-sm text-slate-600">{t('email.sending.mailbox.description')}</p>
      {list.data.Messages.length === 0 ? (
        <p className="text-sm text-slate-700">{t('email.sending.mailbox.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="mailbox">
          {list.data.Messages.map((m) => (
            <li key={m.Id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{m.Subject}</p>
                <p className="truncate text-slate-600">
                  {t('email.sending.mailbox.to', { to: m.Recipient, from: m.From })} · {formatDateTime(m.ReceivedTime)}
                </p>
              </div>
              <Button variant="secondary" onClick={() => setOpenId(m.Id)}>
                {t('email.sending.mailbox.open')}
                <span className="sr-only">{t('email.sending.mailbox.openOne', { subject: m.Subject, to: m.Recipient })}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Modal open={openId !== null} title={message?.Subject ?? t('email.sending.mailbox.title')} onClose={() => setOpenId(null)}>
        <pre className="max-h-[60vh] overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-3 text-xs text-slate-800" data-testid="mailbox-source" tabIndex={0}>
          {message?.Raw ?? '…'}
        </pre>
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={() => setOpenId(null)}>
            {t('common.close')}
          </Button>
        </div>
      </Modal>
    </Card>
  );
}
