import { useTranslation } from 'react-i18next';
import { Alert } from './Alert';
import { Button } from './Button';

export interface RetryAlertProps {
  /** What could not be loaded. */
  message: string;
  onRetry: () => void;
  /** 'warning' when older data is still shown, 'error' when nothing is. */
  tone?: 'error' | 'warning';
  className?: string;
}

/** "This could not be loaded" with a Retry button: the one way pages report a failed read. */
export function RetryAlert({ message, onRetry, tone = 'error', className = '' }: RetryAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert tone={tone} className={className}>
      {message}{' '}
      <Button variant="ghost" className="px-2 py-0.5" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
