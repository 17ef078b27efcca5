import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessKey } from '../../../contract/entities/user';
import { formatDateTime } from '../../lib/format';
import { callAction, useAction } from '../../session';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { FormError } from '../../ui/form/FormError';
import { RetryAlert } from '../../ui/RetryAlert';
import { showToast } from '../../ui/toast/toastStore';
import { isExpired } from './accessKeyExpiry';
import { CreateAccessKeyDialog } from './CreateAccessKeyDialog';
import { useOnline } from './NeverQueuedNote';

/**
 * The caller's access keys (ListAccessKeys): id, created, expiry, last use and its address; create
 * (secret shown once) and revoke (DeleteAccessKey, after a confirmation). Writes are never queued.
 */
export function AccessKeysSection() {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const list = useAction('ListAccessKeys', {});
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<AccessKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const now = Date.now();

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    setFailed(null);
    try {
      await callAction('DeleteAccessKey', { AccessKeyId: revoking.AccessKeyId }, { inline: true });
      showToast('success', t('setting.keys.revoked'));
    } catch (err) {
      setFailed(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };

  const columns: Column<AccessKey>[] = [
    { id: 'name', header: t('setting.keys.colName'), cell: (k) => k.Name, primary: true, long: true },
    { id: 'id', header: t('setting.keys.colId'), cell: (k) => <code className="font-mono text-xs">{k.AccessKeyId}</code>, primary: true },
    { id: 'created', header: t('setting.keys.colCreated'), cell: (k) => formatDateTime(k.CreateTime) },
    {
      id: 'expires',
      header: t('setting.keys.colExpires'),
      primary: true,
      cell: (k) =>
        k.ExpireTime === null ? (
          t('setting.keys.never')
        ) : (
          <span className="inline-flex flex-wrap items-center gap-1.5">
            {formatDateTime(k.ExpireTime)}
            {isExpired(k.ExpireTime, now) && <Badge tone="error">{t('setting.keys.expired')}</Badge>}
          </span>
        ),
    },
    {
      id: 'lastUsed',
      header: t('setting.keys.colLastUsed'),
      primary: true,
      cell: (k) =>
        k.LastUsedTime === null ? (
          <span className="text-slate-500">{t('setting.keys.notUsed')}</span>
        ) : (
          <span>
            {formatDateTime(k.LastUsedTime)}
            {k.LastUsedIp && <span className="block text-xs text-slate-600">{t('setting.keys.fromAddress', { ip: k.LastUsedIp })}</span>}
          </span>
        ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('setting.keys.colActions')}</span>,
      role: 'actions',
      cell: (k) => (
        <Button variant="ghost" className="text-red-700" disabled={!isOnline} aria-label={`${t('setting.keys.revoke')} ${k.Name}`} onClick={() => setRevoking(k)}>
          {t('setting.keys.revoke')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={t('setting.keys.title')}
      actions={
        <Button disabled={!isOnline} onClick={() => setCreating(true)}>
          {t('setting.keys.create')}
        </Button>
      }
    >
      <p className="mb-4 text-sm text-slate-600">{t('setting.keys.intro')}</p>
      {list.error && !list.data && <RetryAlert message={t('setting.keys.loadFailed')} onRetry={list.reload} className="mb-4" />}
      <FormError message={failed} />
      <DataTable caption={t('setting.keys.caption')} columns={columns} rows={list.data?.Keys ?? null} rowKey={(k) => k.AccessKeyId} empty={t('setting.keys.empty')} loading={list.loading} minWidth={760} />
      {creating && <CreateAccessKeyDialog open onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={revoking !== null}
        title={t('setting.keys.revokeTitle')}
        confirmLabel={t('setting.keys.revoke')}
        danger
        busy={busy}
        onConfirm={() => void revoke()}
        onClose={() => setRevoking(null)}
      >
        {revoking && t('setting.keys.revokeBody', { name: revoking.Name, id: revoking.AccessKeyId })}
      </ConfirmDialog>
    </Card>
  );
}
