import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '../../../contract/constants';
import { callAction } from '../../session';
import { Button } from '../../ui/Button';
import { enabledSocialProviders, providerLabel } from './socialProviders';

/** "Continue with ..." buttons; the provider returns to /medialogin/{type}. */
export function SocialSignIn() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const providers = enabledSocialProviders();
  if (providers.length === 0) return null;

  async function go(type: SocialProvider) {
    setBusy(type);
    try {
      const { Url } = await callAction('GetSocialMediaAuthUrl', { Type: type, RedirectUri: `${window.location.origin}/medialogin/${type}` });
      window.location.assign(Url);
    } catch {
      setBusy(null);
    }
  }

  return (
    <div className="mt-6">
      <p className="mb-3 text-center text-xs uppercase tracking-wide text-slate-500">{t('auth.social.or')}</p>
      <div className="grid gap-2">
        {providers.map((p) => (
          <Button key={p} variant="secondary" block loading={busy === p} onClick={() => void go(p)}>
            {t('auth.social.continueWith', { provider: providerLabel[p] })}
          </Button>
        ))}
      </div>
    </div>
  );
}
