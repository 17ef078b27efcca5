import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { logoutPrompt } from './logoutPrompt';

/** "You have unsent items" before logout: they stay for the next sign-in of this user. */
export function LogoutGuardDialog() {
  useSignals();
  const { t } = useTranslation();
  const prompt = logoutPrompt.value;
  if (!prompt) return null;
  return (
    <Dialog open onClose={() => prompt.answer(false)} className="relative z-[60]">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{t('offline.logoutTitle')}</DialogTitle>
          <p className="mt-3 text-sm text-slate-700">{t('offline.logoutText', { count: prompt.count })}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => prompt.answer(false)}>
              {t('offline.stay')}
            </Button>
            <Button variant="danger" onClick={() => prompt.answer(true)}>
              {t('offline.logoutAnyway')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
