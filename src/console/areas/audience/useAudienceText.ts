import { useTranslation } from 'react-i18next';
import { audienceMessageKey } from './fieldRefusal';

/**
 * Shows a contract text (a field error) in the reader's language; other texts as they are. A key
 * with no text in the reader's language (English server texts: the gateway's words are the English)
 * shows the text itself.
 */
export function useAudienceText(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (text) => {
    if (!text) return undefined;
    const key = audienceMessageKey(text);
    return key ? t(key, { defaultValue: text }) : text;
  };
}
