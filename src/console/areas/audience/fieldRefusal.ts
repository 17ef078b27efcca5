import { AttributeText } from '../../../contract/audience/attributeRules';
import { AudienceText } from '../../../contract/audience/contactRules';
import { SegmentText } from '../../../contract/audience/segmentRules';
import { retCodeMessages } from '../../../contract/messages';
import { RetCode } from '../../../contract/retCodes';
import { validationKey } from '../../ui/form/validate';

/** A refusal about one field: the field's name ('' for the whole record) and the text. */
export interface FieldRefusal {
  field: string;
  text: string;
}

/**
 * Reads a gateway refusal that names its parameter ('Contacts.2.Phone: Invalid phone number
 * format', 'GroupName: A group with this name already exists', 'Contacts.1: Every contact needs …'),
 * so a form can show it beside its field; null when the message names none.
 */
export function fieldRefusal(message: string): FieldRefusal | null {
  const m = /^([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*): (.+)$/s.exec(message);
  if (!m) return null;
  const last = m[1]!.split('.').pop()!;
  return { field: /^\d+$/.test(last) ? '' : last, text: m[2]! };
}

const rule = (key: string) => `audience.rules.${key}`;
const byText = new Map<string, string>([
  ...Object.entries(AttributeText).map(([key, text]) => [text, rule(key)] as const),
  ...Object.entries(SegmentText).map(([key, text]) => [text, rule(key)] as const),
  ['Only a category has values', rule('OnlyCategory')],
  ['Tag is required', rule('TagRequired')],
  ['Segment name is required', rule('SegmentNameRequired')],
  [retCodeMessages[RetCode.TagExists], 'server.retCode.TagExists'],
  [retCodeMessages[RetCode.AttributeExists], 'server.retCode.AttributeExists'],
  [retCodeMessages[RetCode.SegmentExists], 'server.retCode.SegmentExists'],
  [AudienceText.ContactAddressRequired, 'audience.common.addressRequired'],
  [retCodeMessages[RetCode.ContactExists], 'server.retCode.ContactExists'],
  [retCodeMessages[RetCode.GroupExists], 'server.retCode.GroupExists'],
]);

/** The i18n key of a contract text the audience forms show (spec validation texts and the area's own), or null. */
export function audienceMessageKey(text: string): string | null {
  return validationKey(text) ?? byText.get(text) ?? null;
}
