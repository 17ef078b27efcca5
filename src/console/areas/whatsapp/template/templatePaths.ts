import type { WhatsAppTemplate } from '../../../../contract/entities/whatsapp';
import { routeHref, type Href } from '../../../lib/routeHref';

/** States in which WhatsApp takes an edit of a template. */
export const EDITABLE_STATUSES: ReadonlySet<string> = new Set(['APPROVED', 'REJECTED', 'PAUSED']);

/** The update route of a template: its name, id, business account and the number (digits) it is shown for. */
export function updateTemplateHref(t: WhatsAppTemplate, phone: string): Href {
  return routeHref('/whatsapp/update-template/{templateName}/{templateId}/{account}/{phone}', {
    templateName: t.Name,
    templateId: t.TemplateId,
    account: t.WabaId,
    phone: phone.replace(/\D/g, '') || '0',
  });
}

/** The languages offered in the forms (WhatsApp's codes). */
export const TEMPLATE_LANGUAGES = [
  { value: 'en_US', label: 'English (US)' },
  { value: 'en_GB', label: 'English (UK)' },
  { value: 'zh_CN', label: '中文（简体）' },
  { value: 'zh_HK', label: '中文（香港）' },
  { value: 'es', label: 'Español' },
  { value: 'pt_BR', label: 'Português (BR)' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'id', label: 'Bahasa Indonesia' },
  { value: 'ar', label: 'العربية' },
] as const;
