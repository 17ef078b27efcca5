import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsReplyRecord } from '../../../../contract/entities/sms';
import { searchMirroredInbox } from '../../../offline';
import { Alert } from '../../../ui/Alert';
import { Card } from '../../../ui/Card';
import { TextField } from '../../../ui/TextField';
import { mirroredReply } from './replyRecords';
import { ReplyTable } from './ReplyTable';

export interface OfflineRepliesProps {
  queued: Readonly<Record<string, string>>;
  onAnswer: (reply: SmsReplyRecord) => void;
}

/** Offline: the replies mirrored on this device (searchMirroredInbox), searchable by phone or text. */
export function OfflineReplies({ queued, onAnswer }: OfflineRepliesProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [rows, setRows] = useState<SmsReplyRecord[] | null>(null);

  useEffect(() => {
    let live = true;
    searchMirroredInbox('sms', query).then(
      (found) => live && setRows(found.map((r) => mirroredReply(r.data)).filter((r): r is SmsReplyRecord => r !== null)),
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
  }, [query]);

  return (
    <Card title={t('sms.reply.offlineTitle')}>
      <Alert tone="warning" className="mb-4">
        {t('sms.reply.offlineNotice')}
      </Alert>
      <TextField className="mb-4 w-full sm:w-80" label={t('sms.reply.offlineSearch')} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <ReplyTable caption={t('sms.reply.offlineCaption')} empty={t('sms.reply.offlineEmpty')} rows={rows} loading={rows === null} taskRouteOf={() => undefined} queued={queued} onAnswer={onAnswer} />
    </Card>
  );
}
