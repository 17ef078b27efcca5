import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FREE_TRIAL_DAYS } from '../../contract/constants';
import { dismissForToday, isDismissedToday, startFreeTrial, welcomeDialogState } from '../access';
import { navigate } from '../lib/navigate';
import { buyRecords, packages, userInfo } from '../session';
import { Button } from '../ui/Button';
import { showToast } from '../ui/toast/toastStore';

/** First-visit welcome (spec 000 §4): no package yet; the free-trial button needs a free package. */
export function WelcomeDialog() {
  useSignals();
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  const [busy, setBusy] = useState(false);
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
    <Dialog open onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-xl font-semibold text-slate-900">{t('welcome.title', { name: user.DisplayName })}</DialogTitle>
          <p className="mt-3 text-sm text-slate-600">{t('welcome.text', { days: FREE_TRIAL_DAYS })}</p>
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>{t('welcome.point1')}</li>
            <li>{t('welcome.point2')}</li>
            <li>{t('welcome.point3')}</li>
          </ul>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={close}>{t('welcome.later')}</Button>
            <Button variant="secondary" onClick={() => { close(); navigate('/subscription'); }}>{t('welcome.plans')}</Button>
            <Button disabled={!state.freeTrialEnabled} loading={busy} onClick={() => void trial()}>{t('welcome.startTrial', { days: FREE_TRIAL_DAYS })}</Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
