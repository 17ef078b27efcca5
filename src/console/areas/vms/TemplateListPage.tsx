import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PAGE_SIZE_SETS } from '../../../contract/constants';
import type { VoiceTemplate } from '../../../contract/entities/vms';
import { VoiceTemplateStatus } from '../../../contract/vms/voiceTemplate';
import type { PageProps } from '../../lib/pageProps';
import { routeHref } from '../../lib/routeHref';
import { runWrite } from '../../offline';
import { callAction, useAction, userInfo } from '../../session';
import { buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DeleteDialog, type DeleteTarget } from '../../ui/DeleteDialog';
import { PageHeader } from '../../ui/PageHeader';
import { RetryAlert } from '../../ui/RetryAlert';
import { showToast } from '../../ui/toast/toastStore';
import { VoiceTemplateTable } from './template/VoiceTemplateTable';
import { usePaging } from './usePaging';

/** The template list's page sizes (spec 001 §9: [10, 15, 30]). */
const PAGE_SIZES = PAGE_SIZE_SETS[2];
const inReview = (data: unknown) => !(data as { Templates: VoiceTemplate[] }).Templates.some((t) => t.Status === VoiceTemplateStatus.waitCheck);

/** /vms/template: voice templates (text or audio) with their review state; edit, recreate a rejected one, delete. */
export function TemplateListPage(_props: PageProps) {
  useSignals();
  const { t } = useTranslation();
  const paging = usePaging(PAGE_SIZES);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const list = useAction('QueryVoiceTemplate', { Offset: paging.page * paging.pageSize, Limit: paging.pageSize }, { pollMs: 2000, until: inReview });
  const accountId = String(userInfo.value?.AdminUserId ?? 0);

  async function remove(ids: readonly string[]) {
    const outcome = await runWrite(callAction('DeleteVoiceTemplate', { TemplateIds: [...ids] }));
    if (outcome.kind === 'failed') return false;
    if (outcome.kind === 'done') showToast('success', t('vms.template.deleted'));
    return true;
  }

  return (
    <>
      <PageHeader
        title={t('routes.vmsTemplate')}
        description={t('vms.template.description')}
        actions={
          <Link href={routeHref('/vms/new-template')} className={buttonClass('primary')}>
            {t('vms.template.create')}
          </Link>
        }
      />
      <Card title={t('vms.template.heading')}>
        {list.error && !list.loading && <RetryAlert className="mb-4" message={t('vms.template.loadFailed')} onRetry={list.reload} />}
        <VoiceTemplateTable rows={list.data?.Templates ?? null} loading={list.loading} accountId={accountId} onDelete={(r) => setDeleting({ ids: [r.TemplateId], name: r.TemplateName })} />
        <p className="mt-3 text-xs text-slate-600">{t('vms.template.reviewNote')}</p>
        {paging.footer(list.data?.Total)}
      </Card>
      <DeleteDialog
        target={deleting}
        title={t('vms.template.deleteTitle')}
        text={t('vms.template.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('vms.template.delete')}
        remove={remove}
        onClose={() => setDeleting(null)}
        onDone={() => setDeleting(null)}
      />
    </>
  );
}
