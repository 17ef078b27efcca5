import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { CONTACTS_BATCH_MAX } from '../../../contract/audience/contactRules';
import { PAGE_SIZE_SETS } from '../../../contract/constants';
import type { ContactGroup } from '../../../contract/entities/audience';
import { navigate } from '../../lib/navigate';
import type { PageProps } from '../../lib/pageProps';
import { toggleIds } from '../../lib/toggleIds';
import { routeHref } from '../../lib/routeHref';
import { OfflineAge, runWrite } from '../../offline';
import { callAction, isNotFound, useAction } from '../../session';
import { Button, buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DeleteDialog, type DeleteTarget } from '../../ui/DeleteDialog';
import { DialogActions } from '../../ui/DialogActions';
import { FormError } from '../../ui/form/FormError';
import { Modal } from '../../ui/Modal';
import { NotFoundState } from '../../ui/NotFoundState';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { RetryAlert } from '../../ui/RetryAlert';
import { Spinner } from '../../ui/Spinner';
import { TextLink } from '../../ui/TextLink';
import { showToast } from '../../ui/toast/toastStore';
import { contactLabel } from './contact/ContactTable';
import { deleteRows } from './deleteRows';
import { GroupDialog } from './group/GroupDialog';
import { addMembers } from './list/addMembers';
import { ContactPicker } from './list/ContactPicker';
import { MemberTable } from './list/MemberTable';

const PAGE_SIZES = PAGE_SIZE_SETS[1];
/** /audience/list/detail?groupId=: a group's members, added and removed one or many at a time; rename, delete, send to it. */
export function GroupDetailPage(_props: PageProps) {
  const { t } = useTranslation();
  const groupId = (new URLSearchParams(useSearch()).get('groupId') ?? '').slice(0, 32);
  const group = useAction('GetContactGroup', groupId ? { GroupId: groupId } : null);
  if (group.data) return <GroupMembers group={group.data} asOf={group.asOf} />;
  const state =
    !groupId || (group.error && isNotFound(group.error)) ? (
      <NotFoundState title={t('audience.list.notFound')} text={t('audience.list.notFoundText')} action={<TextLink to={routeHref('/audience/group')}>{t('audience.list.backToList')}</TextLink>} />
    ) : group.error ? (
      <RetryAlert message={t('audience.list.loadFailed')} onRetry={group.reload} />
    ) : (
      <Spinner />
    );
  return (
    <>
      <PageHeader title={t('routes.audienceListDetail')} />
      {state}
    </>
  );
}

function GroupMembers({ group, asOf }: { group: ContactGroup; asOf: number | null }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<DeleteTarget | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [adding, setAdding] = useState(false);
  const members = useAction('ListContacts', { GroupId: group.GroupId, Offset: page * pageSize, Limit: pageSize });
  const rows = members.data?.Contacts ?? null;

  const select = (ids: readonly string[], on: boolean) => setSelected(toggleIds(selected, ids, on));

  async function remove(ids: readonly string[]): Promise<boolean> {
    let removed = 0;
    for (let i = 0; i < ids.length; i += CONTACTS_BATCH_MAX) {
      const r = await runWrite(callAction('RemoveContactGroupMembers', { GroupId: group.GroupId, ContactIds: ids.slice(i, i + CONTACTS_BATCH_MAX) }));
      if (r.kind === 'failed') return false;
      if (r.kind === 'done') removed += r.data.Removed;
    }
    showToast('success', t('audience.list.removed', { count: removed || ids.length }));
    return true;
  }

  return (
    <>
      <PageHeader
        title={group.GroupName}
        description={`${t('audience.list.detailDescription')} ${t('audience.list.members', { count: group.MemberCount })}`}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link href={routeHref('/sms/sending', { groupId: group.GroupId })} className={buttonClass('secondary')}>
              {t('audience.list.send')}
            </Link>
            <Button variant="secondary" onClick={() => setRenaming(true)}>
              {t('audience.list.rename')}
            </Button>
            <Button variant="danger" onClick={() => setDeleting(true)}>
              {t('audience.list.delete')}
            </Button>
            <Button onClick={() => setAdding(true)}>{t('audience.list.addMembers')}</Button>
          </div>
        }
      />
      <div className="mb-4 empty:hidden">
        <OfflineAge at={members.asOf ?? asOf} />
      </div>
      <Card
        title={t('audience.list.caption')}
        actions={
          selected.size > 0 ? (
            <Button variant="danger" onClick={() => setRemoving({ ids: [...selected] })}>
              {t('audience.list.removeSelected', { count: selected.size })}
            </Button>
          ) : undefined
        }
      >
        <MemberTable rows={rows} loading={members.loading} selected={selected} onSelect={select} onRemove={(c) => setRemoving({ ids: [c.ContactId], name: contactLabel(c) })} />
        {members.data && members.data.Total > 0 && (
          <Pagination
            page={page}
            pageSize={pageSize}
            total={members.data.Total}
            pageSizes={PAGE_SIZES}
            onPage={(p) => (setPage(p), setSelected(new Set()))}
            onPageSize={(s) => (setPageSize(s), setPage(0), setSelected(new Set()))}
          />
        )}
      </Card>
      <AddMembersDialog group={adding ? group : null} onClose={() => setAdding(false)} />
      <GroupDialog target={renaming ? group : null} onClose={() => setRenaming(false)} onDone={() => setRenaming(false)} />
      <DeleteDialog
        target={removing}
        title={t('audience.list.removeTitle', { count: removing?.ids.length ?? 0 })}
        text={t('audience.list.removeText')}
        confirmLabel={t('audience.list.remove')}
        remove={remove}
        onClose={() => setRemoving(null)}
        onDone={(ids) => {
          setRemoving(null);
          setSelected(new Set([...selected].filter((id) => !ids.includes(id))));
          if (page > 0 && rows && ids.length >= rows.length) setPage(page - 1);
        }}
      />
      <DeleteDialog
        target={deleting ? { ids: [group.GroupId], name: group.GroupName } : null}
        title={t('audience.group.deleteTitle')}
        text={t('audience.group.deleteText', { name: group.GroupName })}
        confirmLabel={t('audience.common.delete')}
        remove={(ids) => deleteRows.groups(ids, () => showToast('success', t('audience.group.deleted')))}
        onClose={() => setDeleting(false)}
        onDone={() => navigate(routeHref('/audience/group'))}
      />
    </>
  );
}

/** Contacts chosen from the whole list and added to the group (those in it already are skipped). */
function AddMembersDialog({ group, onClose }: { group: ContactGroup | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function add() {
    if (!group || chosen.size === 0) return;
    setBusy(true);
    const r = await addMembers(group.GroupId, [...chosen]);
    setBusy(false);
    if (r.kind === 'refused') return setError(r.message);
    if (r.kind === 'done') showToast('success', t('audience.list.added', { count: r.data.Added }));
    setChosen(new Set());
    onClose();
  }
  return (
    <Modal open={group !== null} onClose={onClose} title={t('audience.list.addMembersTitle', { name: group?.GroupName ?? '' })} size="lg" alignTop testId="add-members">
      <div className="mt-4 space-y-4">
        <FormError message={error} />
        <ContactPicker chosen={chosen} onChange={setChosen} />
        <DialogActions closeLabel={t('audience.common.cancel')} onClose={onClose} actLabel={t('audience.list.addMembers')} onAct={() => void add()} busy={busy} disabled={chosen.size === 0} />
      </div>
    </Modal>
  );
}
