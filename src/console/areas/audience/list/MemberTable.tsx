import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../../contract/entities/audience';
import { DataTable, type Column } from '../../../ui/DataTable';
import { contactLabel } from '../contact/ContactTable';
import { contactColumns } from '../contactColumns';
import { selectColumn } from '../selectColumn';

const rowButton = 'font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** A group's members: chosen for removal one or many at a time. */
export function MemberTable({ rows, loading, selected, onSelect, onRemove }: { rows: readonly Contact[] | null; loading: boolean; selected: ReadonlySet<string>; onSelect: (ids: readonly string[], on: boolean) => void; onRemove: (c: Contact) => void }) {
  const { t } = useTranslation();
  const dash = <span className="text-slate-400">—</span>;
  const columns: Column<Contact>[] = [
    selectColumn(t, rows, selected, onSelect),
    ...contactColumns(t),
    { id: 'tags', header: t('audience.tag.column'), cell: (r) => (r.Tags.length ? r.Tags.map((x) => x.TagName).join(', ') : dash) },
    {
      id: 'actions',
      header: t('audience.common.actions'),
      role: 'actions',
      cell: (r) => (
        <button type="button" className={`${rowButton} text-red-700`} aria-label={t('audience.list.removeOne', { name: contactLabel(r) })} onClick={() => onRemove(r)}>
          {t('audience.list.remove')}
        </button>
      ),
    },
  ];
  return <DataTable caption={t('audience.list.caption')} columns={columns} rows={rows} rowKey={(r) => r.ContactId} empty={t('audience.list.empty')} loading={loading} minWidth={720} />;
}
