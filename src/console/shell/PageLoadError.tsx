import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';

/** Shown when a page's chunk cannot be loaded (offline, or a new version was deployed). */
export function PageLoadError() {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <p>{t('errors.pageLoad')}</p>
      <Button variant="secondary" className="mt-3" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </Alert>
  );
}
