import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../../contract/entities/audience';
import { DataTable, type Column } from '../../../ui/DataTable';
import { contactName } from '../contact/contactForm';
import { contactLabel } from '../contact/ContactTable';

const checkbox = 'size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600';
const rowButton = 'font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** A group's members: chosen for removal one or many at a time. */
export function MemberTable({ rows, loading, selected, onSelect, onRemove }: { rows: readonly Contact[] | null; loading: boolean; selected: ReadonlySet<string>; onSelect: (ids: readonly string[], on: boolean) => void; onRemove: (c: Contact) => void }) {
  const { t } = useTranslation();
  const ids = rows?.map((r) => r.ContactId) ?? [];
  const dash = <span className="text-slate-400">—</span>;
  const columns: Column<Contact>[] = [
    {
      id: 'select',
      header: <input type="checkbox" className={checkbox} aria-label={t('audience.contact.selectAll')} checked={ids.length > 0 && ids.every((id) => selected.has(id))} disabled={ids.length === 0} onChange={(e) => onSelect(ids, e.target.checked)} />,
      cell: (r) => <input type="checkbox" className={checkbox} aria-label={t('audience.contact.select', { name: contactLabel(r) })} checked={selected.has(r.ContactId)} onChange={(e) => onSelect([r.ContactId], e.target.checked)} />,
      className: 'w-8',
      role: 'select',
    },
    { id: 'name', header: t('audience.contact.field.name'), primary: true, cell: (r) => <span className="font-medium text-slate-900">{contactName(r) || <span className="font-normal text-slate-500">{t('audience.contact.noName')}</span>}</span> },
    { id: 'email', header: t('audience.contact.field.email'), primary: true, long: true, cell: (r) => r.Email || dash },
    { id: 'phone', header: t('audience.contact.field.phone'), primary: true, cell: (r) => (r.Phone ? <span className="whitespace-nowrap tabular-nums">{r.Phone}</span> : dash) },
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
