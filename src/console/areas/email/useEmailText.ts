import { useTranslation } from 'react-i18next';
import { emailMessageKey } from './emailMessageKey';

/** A contract text of the e-mail forms in the reader's language (unknown texts as written). */
export function useEmailText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => {
    if (!message) return undefined;
    const key = emailMessageKey(message);
    return key ? t(key) : message;
  };
}
