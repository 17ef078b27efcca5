import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../ui/DialogActions';
import { Modal } from '../ui/Modal';
import { logoutPrompt } from './logoutPrompt';

/** "You have unsent items" before logout: they stay for the next sign-in of this user. */
export function LogoutGuardDialog() {
  useSignals();
  const { t } = useTranslation();
  const prompt = logoutPrompt.value;
  if (!prompt) return null;
  return (
    <Modal open onClose={() => prompt.answer(false)} title={t('offline.logoutTitle')} raised>
      <p className="mt-3 text-sm text-slate-700">{t('offline.logoutText', { count: prompt.count })}</p>
      <DialogActions className="mt-6" closeLabel={t('offline.stay')} onClose={() => prompt.answer(false)} actLabel={t('offline.logoutAnyway')} onAct={() => prompt.answer(true)} danger />
    </Modal>
  );
}
