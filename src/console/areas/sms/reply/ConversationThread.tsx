import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsReplyRecord } from '../../../../contract/entities/sms';
import { OPTED_OUT_CODE } from '../../../../contract/messaging/optOutKeywords';
import { formatDateTime } from '../../../lib/format';
import { online } from '../../../offline';
import { callAction, useAction } from '../../../session';
import { Alert } from '../../../ui/Alert';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { Spinner } from '../../../ui/Spinner';
import { TextLink } from '../../../ui/TextLink';
import { showToast } from '../../../ui/toast/toastStore';
import { runWrite } from '../../../offline';
import { replyViewRoute } from './conversationRoute';
import { latestReplyOf } from './latestReply';

const resultKey: Record<string, string> = {
  Success: 'sms.conversation.resultSuccess',
  Fail: 'sms.conversation.resultFail',
  Unknown: 'sms.conversation.resultUnknown',
  SubmitFail: 'sms.conversation.resultSubmitFail',
};

/** One number's thread, oldest first: our sends (with their result, or why not sent) and their replies. Opening it marks the replies read. */
export function ConversationThread({ phone, onAnswer }: { phone: string; onAnswer: (reply: SmsReplyRecord) => void }) {
  useSignals();
  const { t } = useTranslation();
  const thread = useAction('GetUSMSConversation', { PhoneNumber: phone, Limit: 100 });
  const data = thread.data;
  const isOnline = online.value;
  const [busy, setBusy] = useState(false);

  // Read once seen (online: offline the thread shown is the stored copy).
  const unread = data?.Unread ?? 0;
  useEffect(() => {
    if (unread > 0 && isOnline) void runWrite(callAction('MarkUSMSConversationRead', { PhoneNumber: phone }));
  }, [unread, isOnline, phone]);

  const title = t('sms.conversation.threadTitle', { phone: data?.PhoneNumber ?? phone });
  const latest = data ? latestReplyOf(data.PhoneNumber, data.Messages) : null;

  async function optOut() {
    setBusy(true);
    const outcome = await runWrite(callAction('AddUSMSOptOut', { PhoneNumber: data?.PhoneNumber ?? phone }));
    setBusy(false);
    if (outcome.kind === 'done') showToast('success', t('sms.conversation.optedOutDone', { phone: outcome.data.PhoneNumber }));
  }

  return (
    <Card
      title={title}
      actions={
        <div className="flex flex-wrap gap-2">
          {latest && (
            <Button className="px-3 py-1.5" aria-label={t('sms.conversation.answerAria', { phone: latest.PhoneNumber })} onClick={() => onAnswer(latest)}>
              {t('sms.conversation.answer')}
            </Button>
          )}
          {data && !data.OptedOut && (
            <Button variant="secondary" className="px-3 py-1.5" loading={busy} aria-label={t('sms.conversation.optOutAria', { phone: data.PhoneNumber })} onClick={() => void optOut()}>
              {t('sms.conversation.optOut')}
            </Button>
          )}
        </div>
      }
    >
      <p className="mb-4 text-sm">
        <TextLink to={replyViewRoute('conversations')}>← {t('sms.conversation.back')}</TextLink>
      </p>
      {data?.OptedOut && (
        <div className="mb-4">
          <Alert tone="warning">
            {t('sms.conversation.optedOutNotice', { phone: data.PhoneNumber })} <TextLink to={replyViewRoute('optouts')}>{t('sms.conversation.viewOptOuts')}</TextLink>
          </Alert>
        </div>
      )}
      {!data && thread.loading && (
        <div className="flex justify-center py-8 text-indigo-600">
          <Spinner label={t('common.loading')} />
        </div>
      )}
      {data && data.Messages.length === 0 && <EmptyState>{t('sms.conversation.notFound', { phone: data.PhoneNumber })}</EmptyState>}
      {data && data.Messages.length > 0 && (
        <ol aria-label={t('sms.conversation.threadCaption', { phone: data.PhoneNumber })} className="space-y-3">
          {data.Messages.map((m) => (
            <li key={`${m.Direction}-${m.Id}`} className={`flex ${m.Direction === 'Out' ? 'justify-end' : 'justify-start'}`}>
              <div
                data-direction={m.Direction}
                className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm sm:max-w-[70%] ${m.Direction === 'Out' ? 'bg-indigo-50 text-slate-900' : 'border border-slate-200 bg-white text-slate-900'}`}
              >
                <p className="text-xs font-medium text-slate-600">
                  {m.Direction === 'Out' ? t('sms.conversation.fromYou') : t('sms.conversation.fromThem')} · <span className="tabular-nums">{formatDateTime(m.Time)}</span>
                  {m.Direction === 'In' && !m.Read && (
                    <>
                      {' '}
                      <Badge tone="error">{t('sms.conversation.unreadTotal', { count: 1 })}</Badge>
                    </>
                  )}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words">{m.Content}</p>
                {m.Direction === 'Out' && (
                  <p className="mt-1 text-xs text-slate-600">
                    {m.ReceiptCode === OPTED_OUT_CODE ? (
                      <Badge tone="warning">{t('sms.conversation.notSent')}</Badge>
                    ) : (
                      t(m.SendResult ? resultKey[m.SendResult]! : 'sms.conversation.resultPending')
                    )}
                    {m.TaskId && <span className="ml-2 font-mono">{t('sms.conversation.inTask', { taskId: m.TaskId })}</span>}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
