import { useTranslation } from 'react-i18next';
import type { Segment } from '../../../../contract/entities/audience';
import { formatCount, formatDateTime } from '../../../lib/format';
import { routeHref } from '../../../lib/routeHref';
import { readAgeTime } from '../../../offline';
import { DataTable, type Column } from '../../../ui/DataTable';
import { TextLink } from '../../../ui/TextLink';

export interface SegmentTableProps {
  rows: readonly Segment[] | null;
  loading: boolean;
  filtered: boolean;
  /** The segment being counted again. */
  counting: string | null;
  onRecount: (s: Segment) => void;
  onDelete: (s: Segment) => void;
}

const rowButton = 'font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50';

/** One page of segments, each with its last count and when it was counted. */
export function SegmentTable({ rows, loading, filtered, counting, onRecount, onDelete }: SegmentTableProps) {
  const { t, i18n } = useTranslation();
  const columns: Column<Segment>[] = [
    { id: 'name', header: t('audience.segment.field.name'), primary: true, cell: (s) => <span className="font-medium text-slate-900">{s.SegmentName}</span> },
    {
      id: 'members',
      header: t('audience.segment.field.members'),
      primary: true,
      cell: (s) => (
        <span className="whitespace-nowrap">
          <span className="tabular-nums" data-members>
            {t('audience.segment.members', { count: s.MemberCount, formatted: formatCount(s.MemberCount, i18n.language) })}
          </span>{' '}
          <span className="text-xs text-slate-600">{t('audience.segment.countedAt', { time: readAgeTime(s.CountTime * 1000) })}</span>
        </span>
      ),
    },
    { id: 'updated', header: t('audience.segment.field.updated'), cell: (s) => <span className="whitespace-nowrap text-xs tabular-nums">{formatDateTime(s.UpdateTime)}</span> },
    {
      id: 'actions',
      header: t('audience.common.actions'),
      role: 'actions',
      cell: (s) => (
        <div className="flex flex-wrap gap-x-3 gap-y-1 whitespace-nowrap">
          <TextLink to={routeHref('/audience/contact', { segmentId: s.SegmentId })}>
            <span aria-hidden="true">{t('audience.segment.viewMembers')}</span>
            <span className="sr-only">{t('audience.segment.viewMembersOf', { name: s.SegmentName })}</span>
          </TextLink>
          <TextLink to={routeHref('/sms/sending', { segmentId: s.SegmentId })}>
            <span aria-hidden="true">{t('audience.segment.send')}</span>
            <span className="sr-only">{t('audience.segment.sendTo', { name: s.SegmentName })}</span>
          </TextLink>
          <button type="button" className={`${rowButton} text-indigo-700`} disabled={counting === s.SegmentId} aria-label={t('audience.segment.recountOne', { name: s.SegmentName })} onClick={() => onRecount(s)}>
            {t('audience.segment.recount')}
          </button>
          <TextLink to={routeHref('/audience/segment/create', { segmentId: s.SegmentId })}>
            <span aria-hidden="true">{t('audience.segment.edit')}</span>
            <span className="sr-only">{t('audience.segment.editOne', { name: s.SegmentName })}</span>
          </TextLink>
          <button type="button" className={`${rowButton} text-red-700`} aria-label={t('audience.segment.deleteOne', { name: s.SegmentName })} onClick={() => onDelete(s)}>
            {t('audience.common.delete')}
          </button>
        </div>
      ),
    },
  ];
  return <DataTable caption={t('audience.segment.caption')} columns={columns} rows={rows} rowKey={(s) => s.SegmentId} empty={t(filtered ? 'audience.segment.emptyFiltered' : 'audience.segment.empty')} loading={loading} minWidth={760} />;
}
