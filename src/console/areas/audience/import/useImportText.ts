import { useTranslation } from 'react-i18next';
import { ImportText } from '../../../../contract/audience/contactImport';
import { ImportFileText } from './importFileRules';

const keyOf = (table: Record<string, string>, text: string) => Object.keys(table).find((k) => table[k] === text);

/** The import page's contract and file texts in the reader's language (the English text when there is no key). */
export function useImportText() {
  const { t } = useTranslation();
  return {
    mapping: (text: string) => {
      const key = keyOf(ImportText, text);
      return key ? t(`audience.import.mapping.${key}`, { defaultValue: text }) : text;
    },
    file: (text: string) => {
      const key = keyOf(ImportFileText, text);
      return key ? t(`audience.import.fileErrors.${key}`, { defaultValue: text }) : text;
    },
    reason: (key: string, text: string) => t(`audience.import.reasons.${key}`, { defaultValue: text }),
  };
}
