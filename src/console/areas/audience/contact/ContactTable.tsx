import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../../contract/entities/audience';
import { formatDateTime } from '../../../lib/format';
import { DataTable, type Column } from '../../../ui/DataTable';
import { contactColumns } from '../contactColumns';
import { selectColumn } from '../selectColumn';
import { contactName } from './contactForm';

export interface ContactTableProps {
  rows: readonly Contact[] | null;
  loading: boolean;
  filtered: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], on: boolean) => void;
  onEdit: (c: Contact) => void;
  onTags: (c: Contact) => void;
  onDelete: (c: Contact) => void;
}

const rowButton = 'font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** A label for a contact in buttons and questions: its name, else its first address. */
export function contactLabel(c: Contact): string {
  return contactName(c) || c.Email || c.Phone || c.WhatsApp;
}

/** One page of contacts: a table from 768 px, one card per contact on a phone. */
export function ContactTable({ rows, loading, filtered, selected, onSelect, onEdit, onTags, onDelete }: ContactTableProps) {
  const { t } = useTranslation();
  const dash = <span className="text-slate-400">—</span>;

  const columns: Column<Contact>[] = [
    selectColumn(t, rows, selected, onSelect),
    ...contactColumns(t),
    { id: 'whatsapp', header: t('audience.contact.field.whatsapp'), cell: (r) => (r.WhatsApp ? <span className="whitespace-nowrap tabular-nums">{r.WhatsApp}</span> : dash) },
    {
      id: 'groups',
      header: t('audience.contact.field.groups'),
      cell: (r) => (r.Groups.length ? <Chips items={r.Groups.map((g) => ({ id: g.GroupId, label: g.GroupName }))} tone="group" /> : dash),
    },
    {
      id: 'tags',
      header: t('audience.tag.column'),
      cell: (r) => (r.Tags.length ? <Chips items={r.Tags.map((x) => ({ id: x.TagId, label: x.TagName }))} tone="tag" /> : dash),
    },
    { id: 'created', header: t('audience.common.created'), cell: (r) => <span className="whitespace-nowrap text-xs tabular-nums">{formatDateTime(r.CreateTime)}</span> },
    {
      id: 'actions',
      header: t('audience.common.actions'),
      role: 'actions',
      cell: (r) => (
        <div className="flex flex-wrap gap-x-3 gap-y-1 whitespace-nowrap">
          <button type="button" className={`${rowButton} text-indigo-700`} aria-label={t('audience.contact.editOne', { name: contactLabel(r) })} onClick={() => onEdit(r)}>
            {t('audience.common.edit')}
          </button>
          <button type="button" className={`${rowButton} text-indigo-700`} aria-label={t('audience.tag.editOne', { name: contactLabel(r) })} onClick={() => onTags(r)}>
            {t('audience.tag.edit')}
          </button>
          <button type="button" className={`${rowButton} text-red-700`} aria-label={t('audience.contact.deleteOne', { name: contactLabel(r) })} onClick={() => onDelete(r)}>
            {t('audience.common.delete')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <DataTable
      caption={t('audience.contact.caption')}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.ContactId}
      empty={t(filtered ? 'audience.contact.emptyFiltered' : 'audience.contact.empty')}
      loading={loading}
      minWidth={980}
    />
  );
}

/** Groups (grey) or tags (indigo) of a contact, as small chips. */
function Chips({ items, tone }: { items: readonly { id: string; label: string }[]; tone: 'group' | 'tag' }) {
  const colour = tone === 'tag' ? 'bg-indigo-50 text-indigo-800' : 'bg-slate-100 text-slate-700';
  return (
    <ul className="flex flex-wrap gap-1">
      {items.map((x) => (
        <li key={x.id} className={`rounded px-1.5 py-0.5 text-xs ${colour}`}>
          {x.label}
        </li>
      ))}
    </ul>
  );
}
