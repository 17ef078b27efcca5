import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { PAGE_SIZE_SETS } from '../../../contract/constants';
import type { Contact } from '../../../contract/entities/audience';
import type { PageProps } from '../../lib/pageProps';
import { routeHref } from '../../lib/routeHref';
import { toggleIds } from '../../lib/toggleIds';
import { OfflineAge } from '../../offline';
import { callAction, useAction } from '../../session';
import { Button, buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DeleteDialog, type DeleteTarget } from '../../ui/DeleteDialog';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { showToast } from '../../ui/toast/toastStore';
import { AttributeManagerDialog } from './attribute/AttributeManagerDialog';
import { AddToGroupDialog } from './contact/AddToGroupDialog';
import { ContactExports } from './contact/ContactExports';
import { ContactDialog } from './contact/ContactDialog';
import { ContactFilters } from './contact/ContactFilters';
import { activeFilterCount, contactFiltersFromQuery, contactListParams, type ContactFilters as Filters } from './contact/contactListQuery';
import { contactLabel, ContactTable } from './contact/ContactTable';
import { deleteRows } from './deleteRows';
import { TagContactsDialog, type TagTarget } from './tag/TagContactsDialog';
import { TagManagerDialog } from './tag/TagManagerDialog';

/** The contact list's page sizes (spec 000 §9: [20, 40, 80]). */
const PAGE_SIZES = PAGE_SIZE_SETS[1];
/** Groups, tags and segments offered in the filters and dialogs: the newest hundred (tags by name, two hundred). */
const CHOICES = { Limit: 100 };
const TAG_CHOICES = { Limit: 200 };

/**
 * Contacts: search, filter by group, tag, segment and channel, page on the server, add, edit (with
 * attribute values), tag and untag, put into a group, delete one or many, export the list as
 * filtered; the account's tags and attributes are managed from here, the import opens from here.
 */
export function ContactListPage(_props: PageProps) {
  const { t } = useTranslation();
  const search = useSearch();
  const [filters, setFilters] = useState<Filters>(() => contactFiltersFromQuery(search));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<'new' | Contact | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [tagging, setTagging] = useState<TagTarget | null>(null);
  const [grouping, setGrouping] = useState<readonly string[] | null>(null);
  const [managing, setManaging] = useState<'tags' | 'attributes' | null>(null);
  const [exports, setExports] = useState(0);
  const list = useAction('ListContacts', contactListParams(filters, page, pageSize));
  const groups = useAction('ListContactGroups', CHOICES).data?.Groups ?? [];
  const tags = useAction('ListContactTags', TAG_CHOICES).data?.Tags ?? [];
  const segments = useAction('ListSegments', CHOICES).data?.Segments ?? [];
  const rows = list.data?.Contacts ?? null;
  const chosen = rows?.filter((r) => selected.has(r.ContactId)) ?? [];

  const select = (ids: readonly string[], on: boolean) => setSelected(toggleIds(selected, ids, on));

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
            <Button variant="secondary" onClick={() => setManaging('tags')}>
              {t('audience.tag.manage')}
            </Button>
            <Button variant="secondary" onClick={() => setManaging('attributes')}>
              {t('audience.attribute.manage')}
            </Button>
            <Link href={routeHref('/audience/contacts/import')} className={buttonClass('secondary')}>
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
            <div className="flex flex-wrap gap-2" role="group" aria-label={t('audience.contact.selectedActions', { count: selected.size })}>
              <Button variant="secondary" onClick={() => setTagging({ mode: 'add', contacts: chosen })}>
                {t('audience.tag.bulkAdd')}
              </Button>
              <Button variant="secondary" onClick={() => setTagging({ mode: 'remove', contacts: chosen })}>
                {t('audience.tag.bulkRemove')}
              </Button>
              <Button variant="secondary" onClick={() => setGrouping([...selected])}>
                {t('audience.contact.addToGroup')}
              </Button>
              <Button variant="danger" onClick={() => setDeleting({ ids: [...selected] })}>
                {t('audience.contact.deleteSelected', { count: selected.size })}
              </Button>
            </div>
          ) : undefined
        }
      >
        <ContactFilters
          value={filters}
          choices={{ groups, tags, segments }}
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
          onTags={(c) => setTagging({ mode: 'edit', contacts: [c], name: contactLabel(c) })}
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
      <TagContactsDialog target={tagging} onClose={() => setTagging(null)} onDone={() => setTagging(null)} />
      <AddToGroupDialog contactIds={grouping} groups={groups} onClose={() => setGrouping(null)} onDone={() => setGrouping(null)} />
      <TagManagerDialog open={managing === 'tags'} onClose={() => setManaging(null)} />
      <AttributeManagerDialog open={managing === 'attributes'} onClose={() => setManaging(null)} />
      <DeleteDialog
        target={deleting}
        title={t('audience.contact.deleteTitle', { count: deleting?.ids.length ?? 0 })}
        text={deleting?.name ? t('audience.contact.deleteOneText', { name: deleting.name }) : t('audience.contact.deleteManyText', { count: deleting?.ids.length ?? 0 })}
        confirmLabel={t('audience.common.delete')}
        remove={(ids) => deleteRows.contacts(ids, (n) => showToast('success', t('audience.contact.deleted', { count: n })))}
        onClose={() => setDeleting(null)}
        onDone={deleted}
      />
    </>
  );
}
