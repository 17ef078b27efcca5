import type { WhatsAppTemplateButton, WhatsAppTemplateHeader } from '../../contract/whatsapp/templateRules';
import { WhatsAppHeaderFormats } from '../../contract/whatsapp/templateRules';
import type { GraphComponent } from './provider/graphSchemas';

/** A template's content as the console and the contract name it. */
export interface TemplateContent {
  Category: 'MARKETING' | 'UTILITY' | 'AUTHENTICATION';
  Header: WhatsAppTemplateHeader | null;
  Body: string;
  BodySamples: string[];
  Footer: string;
  Buttons: WhatsAppTemplateButton[];
  CodeExpiryMinutes: number | null;
}

/**
 * The Graph API's components of a template. A media header's sample is its https:// address here;
 * the Cloud API adapter uploads it for a handle before sending. Authentication templates use the
 * API's preset body (the security recommendation), the code expiry and a copy-code button.
 */
export function toComponents(c: TemplateContent): GraphComponent[] {
  if (c.Category === 'AUTHENTICATION') {
    return [
      { type: 'BODY', add_security_recommendation: true },
      { type: 'FOOTER', code_expiration_minutes: c.CodeExpiryMinutes ?? undefined },
      { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy code' }] },
    ];
  }
  const out: GraphComponent[] = [];
  const h = c.Header;
  if (h) {
    if (h.Format === 'TEXT') out.push({ type: 'HEADER', format: 'TEXT', text: h.Text, ...(h.Sample ? { example: { header_text: [h.Sample] } } : {}) });
    else out.push({ type: 'HEADER', format: h.Format, example: { header_handle: [h.Sample] } });
  }
  const vars = c.BodySamples.length;
  out.push({ type: 'BODY', text: c.Body, ...(vars > 0 && /\{\{\s*\d+\s*\}\}/.test(c.Body) ? { example: { body_text: [c.BodySamples] } } : {}) });
  if (c.Footer) out.push({ type: 'FOOTER', text: c.Footer });
  if (c.Buttons.length > 0) {
    out.push({
      type: 'BUTTONS',
      buttons: c.Buttons.map((b) =>
        b.Type === 'URL' ? { type: 'URL', text: b.Text, url: b.Url } : b.Type === 'PHONE_NUMBER' ? { type: 'PHONE_NUMBER', text: b.Text, phone_number: b.PhoneNumber } : { type: 'QUICK_REPLY', text: b.Text },
      ),
    });
  }
  return out;
}

const AUTH_BODY = '{{1}} is your verification code.';

/** Our content of a template the provider holds (a template made elsewhere, or one imported by hand). */
export function fromComponents(category: string, components: readonly GraphComponent[]): TemplateContent {
  const cat = (['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const).find((k) => k === category.toUpperCase()) ?? 'UTILITY';
  const header = components.find((x) => x.type === 'HEADER');
  const body = components.find((x) => x.type === 'BODY');
  const footer = components.find((x) => x.type === 'FOOTER');
  const buttons = components.find((x) => x.type === 'BUTTONS')?.buttons ?? [];
  const format = WhatsAppHeaderFormats.find((f) => f === header?.format?.toUpperCase());
  return {
    Category: cat,
    Header: header && format ? { Format: format, Text: format === 'TEXT' ? (header.text ?? '') : '', Sample: (format === 'TEXT' ? header.example?.header_text?.[0] : header.example?.header_handle?.[0]) ?? '' } : null,
    Body: body?.text ?? (cat === 'AUTHENTICATION' ? AUTH_BODY : ''),
    BodySamples: body?.example?.body_text?.[0] ?? [],
    Footer: footer?.text ?? '',
    Buttons: buttons.flatMap((b): WhatsAppTemplateButton[] => {
      const text = b.text ?? '';
      if (b.type === 'URL') return [{ Type: 'URL', Text: text, Url: b.url ?? '' }];
      if (b.type === 'PHONE_NUMBER') return [{ Type: 'PHONE_NUMBER', Text: text, PhoneNumber: b.phone_number ?? '' }];
      if (b.type === 'QUICK_REPLY') return [{ Type: 'QUICK_REPLY', Text: text }];
      return [];
    }),
    CodeExpiryMinutes: footer?.code_expiration_minutes ?? null,
  };
}
