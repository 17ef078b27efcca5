import { useTranslation } from 'react-i18next';
import { WHATSAPP_BUTTON_CAP, WhatsAppTemplateText } from '../../../contract/whatsapp/templateRules';
import { useFieldErrorText } from '../../ui/form/useFieldError';

const byText = new Map<string, string>([...Object.entries(WhatsAppTemplateText).map(([key, text]) => [text, key] as [string, string]), ['Category is required', 'CategoryRequired']]);

/** A template rule's message (contract/whatsapp/templateRules.ts) in the reader's language; other messages as the form helpers show them. */
export function useRuleText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  const fieldText = useFieldErrorText();
  return (message) => {
    if (!message) return undefined;
    const key = byText.get(message);
    return key ? t(`whatsapp.rule.${key}`, { cap: WHATSAPP_BUTTON_CAP, variable: '{{1}}' }) : fieldText(message);
  };
}
