import type { TFunction } from 'i18next';
import type { Contact } from '../../../contract/entities/audience';
import type { Column } from '../../ui/DataTable';
import { contactLabel } from './contact/ContactTable';

const checkbox = 'size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The first column of a contact table: a checkbox per contact, and one for the whole page. */
export function selectColumn(t: TFunction, rows: readonly Contact[] | null, selected: ReadonlySet<string>, onSelect: (ids: readonly string[], on: boolean) => void): Column<Contact> {
  const ids = rows?.map((r) => r.ContactId) ?? [];
  return {
    id: 'select',
    header: <input type="checkbox" className={checkbox} aria-label={t('audience.contact.selectAll')} checked={ids.length > 0 && ids.every((id) => selected.has(id))} disabled={ids.length === 0} onChange={(e) => onSelect(ids, e.target.checked)} />,
    cell: (r) => <input type="checkbox" className={checkbox} aria-label={t('audience.contact.select', { name: contactLabel(r) })} checked={selected.has(r.ContactId)} onChange={(e) => onSelect([r.ContactId], e.target.checked)} />,
    className: 'w-8',
    role: 'select',
  };
}
