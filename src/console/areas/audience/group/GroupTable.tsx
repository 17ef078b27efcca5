import { useTranslation } from 'react-i18next';
import type { ContactGroup } from '../../../../contract/entities/audience';
import { formatDateTime } from '../../../lib/format';
import { routeHref } from '../../../lib/routeHref';
import { DataTable, type Column } from '../../../ui/DataTable';
import { TextLink } from '../../../ui/TextLink';

export interface GroupTableProps {
  rows: readonly ContactGroup[] | null;
  loading: boolean;
  filtered: boolean;
  onEdit: (g: ContactGroup) => void;
  onDelete: (g: ContactGroup) => void;
}

const rowButton = 'font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** One page of groups with their member counts; each links to its contacts. */
export function GroupTable({ rows, loading, filtered, onEdit, onDelete }: GroupTableProps) {
  const { t } = useTranslation();
  const columns: Column<ContactGroup>[] = [
    {
      id: 'name',
      header: t('audience.group.field.name'),
      primary: true,
      cell: (g) => (
        <span className="font-medium">
          <TextLink to={routeHref('/audience/list/detail', { groupId: g.GroupId })}>{g.GroupName}</TextLink>
        </span>
      ),
    },
    { id: 'members', header: t('audience.group.field.members'), primary: true, numeric: true, cell: (g) => t('audience.group.members', { count: g.MemberCount }) },
    { id: 'created', header: t('audience.common.created'), cell: (g) => <span className="whitespace-nowrap text-xs tabular-nums">{formatDateTime(g.CreateTime)}</span> },
    { id: 'updated', header: t('audience.group.field.updated'), cell: (g) => <span className="whitespace-nowrap text-xs tabular-nums">{formatDateTime(g.UpdateTime)}</span> },
    {
      id: 'actions',
      header: t('audience.common.actions'),
      role: 'actions',
      cell: (g) => (
        <div className="flex flex-wrap gap-x-3 gap-y-1 whitespace-nowrap">
          <TextLink to={routeHref('/audience/contact', { groupId: g.GroupId })}>
            <span aria-hidden="true">{t('audience.group.viewMembers')}</span>
            <span className="sr-only">{t('audience.group.viewMembersOf', { name: g.GroupName })}</span>
          </TextLink>
          <button type="button" className={`${rowButton} text-indigo-700`} aria-label={t('audience.group.editOne', { name: g.GroupName })} onClick={() => onEdit(g)}>
            {t('audience.group.rename')}
          </button>
          <button type="button" className={`${rowButton} text-red-700`} aria-label={t('audience.group.deleteOne', { name: g.GroupName })} onClick={() => onDelete(g)}>
            {t('audience.common.delete')}
          </button>
        </div>
      ),
    },
  ];
  return <DataTable caption={t('audience.group.caption')} columns={columns} rows={rows} rowKey={(g) => g.GroupId} empty={t(filtered ? 'audience.group.emptyFiltered' : 'audience.group.empty')} loading={loading} minWidth={720} />;
}
