import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { PAGE_SIZE_SETS } from '../../../contract/constants';
import type { Contact } from '../../../contract/entities/audience';
import type { PageProps } from '../../lib/pageProps';
import { routeHref } from '../../lib/routeHref';
import { OfflineAge } from '../../offline';
import { callAction, useAction } from '../../session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { showToast } from '../../ui/toast/toastStore';
import { Link } from 'wouter';
import { Pagination } from '../../ui/Pagination';
import { ContactExports } from './contact/ContactExports';
import { ContactDeleteDialog, type ContactDeleteTarget } from './contact/ContactDeleteDialog';
import { ContactDialog } from './contact/ContactDialog';
import { ContactFilters } from './contact/ContactFilters';
import { activeFilterCount, contactFiltersFromQuery, contactListParams, type ContactFilters as Filters } from './contact/contactListQuery';
import { contactLabel, ContactTable } from './contact/ContactTable';

/** The contact list's page sizes (spec 000 §9: [20, 40, 80]). */
const PAGE_SIZES = PAGE_SIZE_SETS[1];
/** Groups offered in the filter and the dialog: the newest hundred. */
const GROUP_CHOICES = { Limit: 100 };

/** Contacts: search, filter by group and channel, page on the server, add, edit, delete one or many. */
export function ContactListPage(_props: PageProps) {
  const { t } = useTranslation();
  const search = useSearch();
  const [filters, setFilters] = useState<Filters>(() => contactFiltersFromQuery(search));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<'new' | Contact | null>(null);
  const [deleting, setDeleting] = useState<ContactDeleteTarget | null>(null);
  const [exports, setExports] = useState(0);
  const list = useAction('ListContacts', contactListParams(filters, page, pageSize));
  const groups = useAction('ListContactGroups', GROUP_CHOICES).data?.Groups ?? [];
  const rows = list.data?.Contacts ?? null;

  function select(ids: readonly string[], on: boolean) {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelected(next);
  }

  function deleted(ids: readonly string[]) {
    setDeleting(null);
    setSelected(new Set([...selected].filter((id) => !ids.includes(id))));
    // The last rows of a later page gone: show the page before.
    if (page > 0 && rows && ids.length >= rows.length) setPage(page - 1);
  }

  /** Exports the list as filtered now (all contacts without a filter); the file appears under Exports. */
  async function exportList(format: 'csv' | 'xlsx') {
    const { Offset: _o, Limit: _l, ...filter } = contactListParams(filters, 0, 1);
    try {
      await callAction('ExportContacts', { Format: format, ...filter });
      showToast('success', t('audience.import.exportQueued'));
      setExports((v) => v + 1);
    } catch {
      /* the toast already told the user */
    }
  }

  const reset = () => {
    setPage(0);
    setSelected(new Set());
  };

  return (
    <>
      <PageHeader
        title={t('routes.audienceContact')}
        description={t('audience.contact.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link href={routeHref('/audience/contacts/import')} className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50">
              {t('audience.import.open')}
            </Link>
            <Button variant="secondary" onClick={() => void exportList('csv')}>
              {t('audience.import.exportCsv')}
            </Button>
            <Button variant="secondary" onClick={() => void exportList('xlsx')}>
              {t('audience.import.exportXlsx')}
            </Button>
            <Button onClick={() => setEditing('new')}>{t('audience.contact.add')}</Button>
          </div>
        }
      />
      <div className="mb-4 empty:hidden">
        <OfflineAge at={list.asOf} />
      </div>
      <Card
        title={t('audience.contact.heading')}
        actions={
          selected.size > 0 ? (
            <Button variant="danger" onClick={() => setDeleting({ ids: [...selected] })}>
              {t('audience.contact.deleteSelected', { count: selected.size })}
            </Button>
          ) : undefined
        }
      >
        <ContactFilters
          value={filters}
          groups={groups}
          onChange={(f) => {
            setFilters(f);
            reset();
          }}
        />
        <ContactTable
          rows={rows}
          loading={list.loading}
          filtered={activeFilterCount(filters) > 0}
          selected={selected}
          onSelect={select}
          onEdit={(c) => setEditing(c)}
          onDelete={(c) => setDeleting({ ids: [c.ContactId], name: contactLabel(c) })}
        />
        {list.data && list.data.Total > 0 && (
          <Pagination
            page={page}
            pageSize={pageSize}
            total={list.data.Total}
            pageSizes={PAGE_SIZES}
            onPage={(p) => {
              setPage(p);
              setSelected(new Set());
            }}
            onPageSize={(s) => {
              setPageSize(s);
              reset();
            }}
          />
        )}
      </Card>
      <ContactExports version={exports} />
      <ContactDialog target={editing} groups={groups} onClose={() => setEditing(null)} onDone={() => setEditing(null)} />
      <ContactDeleteDialog target={deleting} onClose={() => setDeleting(null)} onDone={deleted} />
    </>
  );
}
