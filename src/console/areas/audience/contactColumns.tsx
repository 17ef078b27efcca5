import type { TFunction } from 'i18next';
import type { Contact } from '../../../contract/entities/audience';
import type { Column } from '../../ui/DataTable';
import { contactName } from './contact/contactForm';

/** A contact table's name, e-mail and phone columns (the row card's heading lines on a phone). */
export function contactColumns(t: TFunction): Column<Contact>[] {
  const dash = <span className="text-slate-400">—</span>;
  return [
    { id: 'name', header: t('audience.contact.field.name'), primary: true, cell: (r) => <span className="font-medium text-slate-900">{contactName(r) || <span className="font-normal text-slate-500">{t('audience.contact.noName')}</span>}</span> },
    { id: 'email', header: t('audience.contact.field.email'), primary: true, long: true, cell: (r) => r.Email || dash },
    { id: 'phone', header: t('audience.contact.field.phone'), primary: true, cell: (r) => (r.Phone ? <span className="whitespace-nowrap tabular-nums">{r.Phone}</span> : dash) },
  ];
}
