import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsReplyRecord } from '../../../contract/entities/sms';
import type { PageProps } from '../../lib/pageProps';
import { online, outboxCounts } from '../../offline';
import { Alert } from '../../ui/Alert';
import { PageHeader } from '../../ui/PageHeader';
import { AnswerDialog } from './reply/AnswerDialog';
import { OfflineReplies } from './reply/OfflineReplies';
import { OnlineReplies } from './reply/OnlineReplies';

/** MO replies, newest first, each answerable with an SMS; offline, the copy mirrored on this device. */
export function ReplyPage(_props: PageProps) {
  useSignals();
  const { t } = useTranslation();
  const [answering, setAnswering] = useState<SmsReplyRecord | null>(null);
  const [queued, setQueued] = useState<Record<string, string>>({});
  const [queuedPhone, setQueuedPhone] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const isOnline = online.value;

  const pending = outboxCounts.value.pending;
  const lastPending = useRef(pending);
  const waiting = Object.keys(queued).length > 0;

  // Back online: the outbox sends what was queued; the list is fetched again once it has gone out.
  useEffect(() => {
    if (isOnline) setQueuedPhone(null);
  }, [isOnline]);
  useEffect(() => {
    if (pending < lastPending.current && waiting) setVersion((v) => v + 1);
    lastPending.current = pending;
  }, [pending, waiting]);

  const answered = (reply: SmsReplyRecord, outcome: 'done' | 'queued', content: string) => {
    setAnswering(null);
    if (outcome === 'queued') {
      setQueued((q) => ({ ...q, [reply.ReplyId]: content }));
      setQueuedPhone(reply.PhoneNumber);
    } else {
      setQueued(({ [reply.ReplyId]: _sent, ...rest }) => rest);
      setVersion((v) => v + 1);
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader title={t('sms.reply.title')} description={t('sms.reply.description')} />
      {queuedPhone && <Alert tone="warning">{t('sms.reply.queuedNotice', { phone: queuedPhone })}</Alert>}
      {isOnline ? <OnlineReplies version={version} queued={queued} onAnswer={setAnswering} /> : <OfflineReplies queued={queued} onAnswer={setAnswering} />}
      <AnswerDialog reply={answering} onClose={() => setAnswering(null)} onAnswered={answered} />
    </div>
  );
}
