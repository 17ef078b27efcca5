import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { showToast } from '../../../ui/toast/toastStore';
import { maskSecret } from './callbackForm';
import { copyText } from '../../../lib/copyText';

/** How a receiver checks X-Signature (code, the same in every language). */
const EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (a Buffer or string)
const expected = 'sha256=' + createHmac('sha256', SECRET).update(rawBody).digest('hex');
const given = req.headers['x-signature'] ?? '';
const valid = given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));`;

/** The callback signing secret (hidden until shown), a copy button, and how X-Signature is computed. */
export function SigningSecret({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);

  const copy = async () => {
    if (await copyText(secret)) showToast('success', t('sms.setting.callback.copied'));
    else showToast('error', t('sms.setting.callback.copyFailed'));
  };

  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      {secret ? (
        <div>
          <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
            {t('sms.setting.callback.secret')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={id}
              readOnly
              value={shown ? secret : maskSecret(secret)}
              className="block min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 focus:outline-2 focus:outline-indigo-600"
            />
            <Button variant="secondary" aria-label={shown ? t('sms.setting.callback.hideAria') : t('sms.setting.callback.showAria')} onClick={() => setShown(!shown)}>
              {shown ? t('sms.setting.callback.hide') : t('sms.setting.callback.show')}
            </Button>
            <Button variant="secondary" aria-label={t('sms.setting.callback.copyAria')} onClick={() => void copy()}>
              {t('sms.setting.callback.copy')}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('sms.setting.callback.secretNone')}</p>
      )}
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t('sms.setting.callback.signatureTitle')}</h3>
        <p className="mt-1 text-sm text-slate-600">{t('sms.setting.callback.signature')}</p>
        <p className="mt-3 text-xs font-medium uppercase tracking-wide text-slate-600">{t('sms.setting.callback.example')}</p>
        <pre className="mt-1 overflow-x-auto rounded-md bg-slate-900 p-3 text-xs leading-relaxed text-slate-100" tabIndex={0}>
          <code>{EXAMPLE}</code>
        </pre>
      </div>
    </div>
  );
}
