import { useTranslation } from 'react-i18next';
import { audienceMessageKey } from './fieldRefusal';

/** Shows a contract text (a field error) in the reader's language; other texts as they are. */
export function useAudienceText(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (text) => {
    if (!text) return undefined;
    const key = audienceMessageKey(text);
    return key ? t(key) : text;
  };
}
