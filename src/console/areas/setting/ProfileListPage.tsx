import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialPlatformType } from '../../../contract/entities/socialProfile';
import type { SocialProfile } from '../../../contract/entities/socialProfile';
import { formatDateTime } from '../../lib/format';
import { navigate } from '../../lib/navigate';
import type { PageProps } from '../../lib/pageProps';
import { routeHref } from '../../lib/routeHref';
import { OfflineAge } from '../../offline';
import { callAction, useAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { RetryAlert } from '../../ui/RetryAlert';
import { showToast } from '../../ui/toast/toastStore';

/** Where the platform sends the browser back: this page, with the platform it was for. */
const returnAddress = (platform: number) => `${window.location.origin}${routeHref('/setting/profile_list', { platform: String(platform) })}`;

/**
 * /setting/profile_list: the connected social profiles against the quota (the package's
 * SocialMediaAccountLimit, at most 20). Over quota the page says 'Social profiles out of quota'
 * and asks to remove profiles. Connecting goes to the platform (OAuth) and comes back here with
 * its code and state, which ConnectSocialProfile turns into a profile.
 */
export function ProfileListPage(_props: PageProps) {
  const { t } = useTranslation();
  const list = useAction('ListSocialProfiles', {});
  const [removing, setRemoving] = useState<SocialProfile | null>(null);
  const [busy, setBusy] = useState(false);
  const finished = useRef(false);

  // Back from the platform: finish the connection once, then drop code and state from the address.
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const code = q.get('code');
    const state = q.get('state');
    const platform = Number(q.get('platform'));
    if (!code || !state || !platform || finished.current) return;
    finished.current = true;
    void callAction('ConnectSocialProfile', { PlatformType: platform as SocialPlatformType, Code: code, State: state })
      .then((p) => showToast('success', t('setting.profiles.connected', { name: p.Name })))
      .catch(() => undefined)
      .finally(() => navigate(routeHref('/setting/profile_list'), { replace: true, force: true }));
  }, [t]);

  async function connect(platform: number) {
    setBusy(true);
    try {
      const { Url } = await callAction('GetSocialProfileAuthUrl', { PlatformType: platform as SocialPlatformType, RedirectUri: returnAddress(platform) });
      window.location.assign(Url);
    } catch {
      setBusy(false);
    }
  }

  async function remove(p: SocialProfile) {
    setBusy(true);
    try {
      await callAction('DeleteSocialProfile', { ProfileId: p.ProfileId });
      showToast('success', t('setting.profiles.removed', { name: p.Name }));
    } catch {
      /* the toast said why, or it is queued */
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  const data = list.data;
  const platformName = (type: number) => data?.Platforms.find((p) => p.PlatformType === type)?.Name ?? String(type);
  const columns: Column<SocialProfile>[] = [
    { id: 'name', header: t('setting.profiles.colName'), primary: true, long: true, cell: (p) => p.Name },
    { id: 'platform', header: t('setting.profiles.colPlatform'), primary: true, cell: (p) => platformName(p.PlatformType) },
    { id: 'email', header: t('setting.profiles.colEmail'), long: true, cell: (p) => p.Email ?? '—' },
    { id: 'connected', header: t('setting.profiles.colConnected'), cell: (p) => <span className="tabular-nums">{formatDateTime(p.CreateTime)}</span> },
    {
      id: 'actions',
      header: t('setting.profiles.colActions'),
      role: 'actions',
      cell: (p) => (
        <Button variant="ghost" className="px-2 py-1 text-red-700" onClick={() => setRemoving(p)} aria-label={t('setting.profiles.removeNamed', { name: p.Name })}>
          {t('setting.profiles.remove')}
        </Button>
      ),
    },
  ];
  const configured = data?.Platforms.filter((p) => p.Configured) ?? [];
  const full = data ? data.Profiles.length >= data.Quota : true;

  return (
    <>
      <PageHeader title={t('routes.profileList')} description={t('setting.profiles.intro')} />
      <div className="mb-4 empty:hidden">
        <OfflineAge at={list.asOf} />
      </div>
      {list.error && !data && <RetryAlert message={t('setting.profiles.loadFailed')} onRetry={list.reload} />}
      {data?.OverQuota && (
        <Alert tone="error" className="mb-4">
          <span data-testid="profiles-over-quota">{t('setting.profiles.overQuota', { count: data.Profiles.length - data.Quota })}</span>
        </Alert>
      )}
      <Card title={t('setting.profiles.heading')} actions={data && <span className="text-sm text-slate-600" data-testid="profiles-quota">{t('setting.profiles.quota', { used: data.Profiles.length, quota: data.Quota })}</span>}>
        <DataTable caption={t('setting.profiles.caption')} columns={columns} rows={data?.Profiles ?? (list.error ? [] : null)} rowKey={(p) => String(p.ProfileId)} empty={t('setting.profiles.empty')} loading={list.loading} minWidth={720} />
      </Card>
      <Card title={t('setting.profiles.connectTitle')} className="mt-6">
        {data && data.Quota === 0 && <p className="mb-3 text-sm text-slate-700">{t('setting.profiles.noQuota')}</p>}
        {data && configured.length === 0 && <p className="text-sm text-slate-700">{t('setting.profiles.noPlatform')}</p>}
        {configured.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {configured.map((p) => (
              <Button key={p.PlatformType} variant="secondary" disabled={busy || full} onClick={() => void connect(p.PlatformType)}>
                {t('setting.profiles.connect', { platform: p.Name })}
              </Button>
            ))}
          </div>
        )}
      </Card>
      <ConfirmDialog
        open={removing !== null}
        title={t('setting.profiles.removeTitle')}
        confirmLabel={t('setting.profiles.remove')}
        danger
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      >
        {t('setting.profiles.removeBody', { name: removing?.Name ?? '' })}
      </ConfirmDialog>
    </>
  );
}
