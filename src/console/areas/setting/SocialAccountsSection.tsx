import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '../../../contract/constants';
import { formatDateTime } from '../../lib/format';
import { callAction, useAction } from '../../session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { RetryAlert } from '../../ui/RetryAlert';
import { showToast } from '../../ui/toast/toastStore';
import { enabledSocialProviders, providerLabel } from '../auth/public';

/**
 * Social sign-in accounts bound to this account (ListSocialAccounts): unbind one after a
 * confirmation (never the only way in, the gateway refuses that); bind another through the
 * provider, which returns to /medialogin/{type} where the binding is confirmed with the password.
 */
export function SocialAccountsSection() {
  const { t } = useTranslation();
  const list = useAction('ListSocialAccounts', {});
  const [unbinding, setUnbinding] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bound = list.data?.Accounts ?? [];
  const bindable = enabledSocialProviders().filter((p) => !bound.some((b) => b.Provider === p));
  const label = (p: string) => providerLabel[p as SocialProvider] ?? p;

  async function unbind(provider: string) {
    setBusy(true);
    try {
      await callAction('UnbindSocialAccount', { Provider: provider as SocialProvider });
      showToast('success', t('setting.social.unbound', { provider: label(provider) }));
    } catch {
      /* the toast said why */
    } finally {
      setBusy(false);
      setUnbinding(null);
    }
  }

  async function bind(type: SocialProvider) {
    setBusy(true);
    try {
      const { Url } = await callAction('GetSocialMediaAuthUrl', { Type: type, RedirectUri: `${window.location.origin}/medialogin/${type}` });
      window.location.assign(Url);
    } catch {
      setBusy(false);
    }
  }

  return (
    <Card title={t('setting.social.title')}>
      <p className="mb-4 text-sm text-slate-600">{t('setting.social.intro')}</p>
      {list.error && !list.data && <RetryAlert message={t('setting.social.loadFailed')} onRetry={list.reload} />}
      {list.data && bound.length === 0 && <p className="text-sm text-slate-700" data-testid="social-none">{t('setting.social.none')}</p>}
      {bound.length > 0 && (
        <ul className="divide-y divide-slate-100" aria-label={t('setting.social.title')}>
          {bound.map((a) => (
            <li key={a.Provider} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-medium text-slate-900">{label(a.Provider)}</span>
                {a.Email && <span className="text-slate-600"> · {a.Email}</span>}
                <span className="block text-xs text-slate-500 tabular-nums">{t('setting.social.boundAt', { time: formatDateTime(a.CreateTime) })}</span>
              </span>
              <Button variant="secondary" disabled={busy} onClick={() => setUnbinding(a.Provider)} aria-label={t('setting.social.unbindNamed', { provider: label(a.Provider) })}>
                {t('setting.social.unbind')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {bindable.length > 0 && (
        <div className="mt-4 flex flex-wrap gap-2">
          {bindable.map((p) => (
            <Button key={p} variant="secondary" disabled={busy} onClick={() => void bind(p)}>
              {t('setting.social.bind', { provider: providerLabel[p] })}
            </Button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={unbinding !== null}
        title={t('setting.social.unbindTitle')}
        confirmLabel={t('setting.social.unbind')}
        danger
        busy={busy}
        onConfirm={() => unbinding && void unbind(unbinding)}
        onClose={() => setUnbinding(null)}
      >
        {t('setting.social.unbindBody', { provider: label(unbinding ?? '') })}
      </ConfirmDialog>
    </Card>
  );
}
