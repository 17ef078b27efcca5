import { useTranslation } from 'react-i18next';
import { validationKey } from './validate';

/** Translates a validation message: spec texts through their i18n key, anything else as is. */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => {
    if (!message) return undefined;
    const key = validationKey(message);
    return key ? t(key) : message;
  };
}
