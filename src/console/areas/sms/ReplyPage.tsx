import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { SmsReplyRecord } from '../../../contract/entities/sms';
import type { PageProps } from '../../lib/pageProps';
import { online, outboxCounts } from '../../offline';
import { Alert } from '../../ui/Alert';
import { PageHeader } from '../../ui/PageHeader';
import { AnswerDialog } from './reply/AnswerDialog';
import { ConversationList } from './reply/ConversationList';
import { replyViewOf } from './reply/conversationRoute';
import { ConversationThread } from './reply/ConversationThread';
import { OfflineReplies } from './reply/OfflineReplies';
import { OnlineReplies } from './reply/OnlineReplies';
import { OptOutList } from './reply/OptOutList';
import { ReplyViewTabs } from './reply/ReplyViewTabs';

/**
 * MO replies, newest first, each answerable with an SMS (offline, the copy mirrored on this device);
 * `?view=conversations` the replies grouped by number (`&phone=` one thread), `?view=optouts` the
 * numbers that opted out.
 */
export function ReplyPage(_props: PageProps) {
  useSignals();
  const { t } = useTranslation();
  const { view, phone } = replyViewOf(useSearch());
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
      <ReplyViewTabs current={view} />
      {view === 'replies' &&
        (isOnline ? <OnlineReplies version={version} queued={queued} onAnswer={setAnswering} /> : <OfflineReplies queued={queued} onAnswer={setAnswering} />)}
      {view === 'conversations' && (phone ? <ConversationThread key={phone} phone={phone} onAnswer={setAnswering} /> : <ConversationList />)}
      {view === 'optouts' && <OptOutList />}
      <AnswerDialog reply={answering} onClose={() => setAnswering(null)} onAnswered={answered} />
    </div>
  );
}
