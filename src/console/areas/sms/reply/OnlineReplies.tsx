import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsReplyRecord } from '../../../../contract/entities/sms';
import { SMS_RECORD_PAGE_SIZES } from '../../../../contract/sms/smsConstants';
import { todayOf } from '../../../lib/dateRangeLimits';
import { useAction } from '../../../session';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DateRangeField } from '../../../ui/DateRangeField';
import { FilterSheet } from '../../../ui/FilterSheet';
import { Pagination } from '../../../ui/Pagination';
import { TextField } from '../../../ui/TextField';
import { checkReplyFilter, defaultReplyFilter, REPLY_RANGE_LIMITS, replyParams, type ReplyFilter } from './replyQuery';
import { taskIdsOf, taskRoute } from './replyRecords';
import { ReplyTable } from './ReplyTable';

export interface OnlineRepliesProps {
  /** Changes after an answer was sent: the list is fetched again. */
  version: number;
  queued: Readonly<Record<string, string>>;
  onAnswer: (reply: SmsReplyRecord) => void;
}

/** Replies from the gateway: a phone and date filter, the list newest first with links to their tasks, and paging. */
export function OnlineReplies({ version, queued, onAnswer }: OnlineRepliesProps) {
  const { t } = useTranslation();
  const [today] = useState(() => todayOf(new Date()));
  const [draft, setDraft] = useState<ReplyFilter>(() => defaultReplyFilter(today));
  const [applied, setApplied] = useState<ReplyFilter>(draft);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(SMS_RECORD_PAGE_SIZES[0]);
  const [showErrors, setShowErrors] = useState(false);

  const list = useAction('GetUSMSReplyRecord', replyParams(applied, page, pageSize));
  const { reload } = list;
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);

  const records = list.data?.Records ?? null;
  const taskIds = useMemo(() => taskIdsOf(records ?? []), [records]);
  const tasks = useAction('DescribeUSMSTaskStatus', taskIds.length > 0 ? { TaskIds: taskIds } : null);
  const routes = useMemo(() => new Map((tasks.data?.Tasks ?? []).map((task) => [task.TaskId, taskRoute(task)])), [tasks.data]);

  const problems = checkReplyFilter(draft, today);
  const search = (e: FormEvent, close: () => void) => {
    e.preventDefault();
    setShowErrors(true);
    if (problems.phone || problems.range) return;
    close();
    setShowErrors(false);
    setApplied(draft);
    setPage(0);
    if (JSON.stringify(draft) === JSON.stringify(applied) && page === 0) reload();
  };
  const usual = defaultReplyFilter(today);
  const active = (applied.phone.trim() ? 1 : 0) + (applied.range.from !== usual.range.from || applied.range.to !== usual.range.to ? 1 : 0);
  const reset = (close: () => void) => {
    close();
    const d = defaultReplyFilter(today);
    setDraft(d);
    setApplied(d);
    setPage(0);
    setShowErrors(false);
  };

  return (
    <>
      <FilterSheet title={t('sms.reply.filters')} count={active} card>
        {(close) => (
        <form noValidate onSubmit={(e) => search(e, close)} className="space-y-4">
          <div className="flex flex-wrap items-start gap-x-6 gap-y-4">
            <TextField
              className="w-full sm:w-64"
              label={t('sms.reply.phone')}
              hint={t('sms.reply.phoneHint')}
              type="tel"
              autoComplete="off"
              value={draft.phone}
              error={showErrors && problems.phone ? t(problems.phone.key, problems.phone.values) : undefined}
              onChange={(e) => setDraft({ ...draft, phone: e.target.value })}
            />
            <DateRangeField legend={t('sms.reply.received')} value={draft.range} onChange={(range) => setDraft({ ...draft, range })} limits={REPLY_RANGE_LIMITS} today={today} />
          </div>
          <div className="flex gap-2">
            <Button type="submit">{t('sms.reply.search')}</Button>
            <Button variant="secondary" onClick={() => reset(close)}>
              {t('sms.reply.reset')}
            </Button>
          </div>
        </form>
        )}
      </FilterSheet>
      <Card
        title={t('sms.reply.caption')}
        actions={
          <Button variant="secondary" loading={list.loading && records !== null} onClick={reload}>
            {t('sms.reply.refresh')}
          </Button>
        }
      >
        <ReplyTable
          caption={t('sms.reply.caption')}
          empty={t('sms.reply.empty')}
          rows={records}
          loading={list.loading}
          taskRouteOf={(id) => routes.get(id)}
          queued={queued}
          onAnswer={onAnswer}
        />
        <Pagination
          page={page}
          pageSize={pageSize}
          total={list.data?.Total ?? 0}
          pageSizes={SMS_RECORD_PAGE_SIZES}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      </Card>
    </>
  );
}
