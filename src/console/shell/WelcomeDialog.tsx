import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FREE_TRIAL_DAYS } from '../../contract/constants';
import { dismissForToday, isDismissedToday, startFreeTrial, welcomeDialogState } from '../access';
import { navigate } from '../lib/navigate';
import { buyRecords, packages, userInfo } from '../session';
import { Button } from '../ui/Button';
import { showToast } from '../ui/toast/toastStore';
import { Modal } from '../ui/Modal';
import { routeHref } from '../lib/routeHref';
import { routeTable } from '../routes/routeTable';
import { useDecide } from './useDecide';
import { welcomeFeatures } from './welcomeFeatures';

/** First-visit welcome (spec 000 §4): no package yet; the free-trial button needs a free package. */
export function WelcomeDialog() {
  useSignals();
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  const [busy, setBusy] = useState(false);
  const features = welcomeFeatures(routeTable, useDecide());
  const user = userInfo.value;
  if (!user || !buyRecords.value || !packages.value || closed) return null;
  const state = welcomeDialogState({
    records: buyRecords.value,
    packages: packages.value,
    dismissedToday: isDismissedToday('welcomeDialog', user.AdminUserId, new Date()),
  });
  if (!state.open) return null;

  const close = () => {
    dismissForToday('welcomeDialog', user.AdminUserId, new Date());
    setClosed(true);
  };
  async function trial() {
    setBusy(true);
    if (await startFreeTrial()) {
      showToast('success', t('subscription.trialStarted'));
      close();
    }
    setBusy(false);
  }

  return (
    <Modal open onClose={close} title={t('welcome.title', { name: user.DisplayName })}>
      <p className="mt-3 text-sm text-slate-600">{t('welcome.text', { days: FREE_TRIAL_DAYS })}</p>
      {features.length > 0 && (
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {features.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={close}>{t('welcome.later')}</Button>
        <Button variant="secondary" onClick={() => { close(); navigate(routeHref('/subscription')); }}>{t('welcome.plans')}</Button>
        <Button disabled={!state.freeTrialEnabled} loading={busy} onClick={() => void trial()}>{t('welcome.startTrial', { days: FREE_TRIAL_DAYS })}</Button>
      </div>
    </Modal>
  );
}
