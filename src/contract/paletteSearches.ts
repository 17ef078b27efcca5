import type { ActionName } from './actions';

/**
 * How the console's command palette finds an area's entities: per area, read Actions of the
 * registry, the param that takes the typed text (a name fragment or an exact number), the list in
 * the answer (absent: the answer is the row), the row's id and name fields, and the console
 * address of a hit (`{Field}` is the row's field). The palette branches on none of these names.
 */
export interface PaletteSearch {
  Action: ActionName;
  /** The param the typed text goes into. */
  param: string;
  /** Other params of the call. */
  fixed?: Record<string, unknown>;
  /** The answer's list of rows; absent when the answer is one row (a lookup by number). */
  list?: string;
  id: string;
  /** The row's name field, or fields shown joined with a space (empty ones left out). */
  name: string | readonly string[];
  /** The field shown beside the kind (default: `id`); `A|B`: the first of them that is not empty. */
  number?: string;
  /** The hit's kind, a text key of the palette (palette.kinds.<kind>). */
  kind: string;
  /**
   * The hit's address, a route of the console with `{Field}` placeholders filled from the row
   * (`{A|B}`: the first of the fields that is not empty).
   */
  href: string;
}

export const paletteSearches: readonly PaletteSearch[] = [
  // SMS send tasks by name and by number.
  { Action: 'GetUSMSSendTask', param: 'Keyword', fixed: { Limit: 5 }, list: 'Tasks', id: 'TaskId', name: 'TaskName', kind: 'smsTask', href: '/sms/task/{TaskId}/{AccountId}/{SessionNo}' },
  { Action: 'GetUSMSSendTask', param: 'TaskId', fixed: { Limit: 1 }, list: 'Tasks', id: 'TaskId', name: 'TaskName', kind: 'smsTask', href: '/sms/task/{TaskId}/{AccountId}/{SessionNo}' },
  // SMS templates by name and by number: a hit opens the sending page with the template.
  { Action: 'QueryUSMSTemplate', param: 'Keyword', fixed: { Limit: 5 }, list: 'Templates', id: 'TemplateId', name: 'TemplateName', kind: 'smsTemplate', href: '/sms/sending?templateId={TemplateId}' },
  { Action: 'GetUSMSTemplate', param: 'TemplateId', id: 'TemplateId', name: 'TemplateName', kind: 'smsTemplate', href: '/sms/sending?templateId={TemplateId}' },
  // SMS conversations by a part of the number: a hit opens the thread.
  { Action: 'GetUSMSConversationList', param: 'Keyword', fixed: { Limit: 5 }, list: 'Conversations', id: 'PhoneNumber', name: 'PhoneNumber', kind: 'smsConversation', href: '/sms/reply?view=conversations&phone={PhoneNumber}' },
  // Contacts by a part of the name, e-mail or number: a hit opens the contact list searched for its number or address.
  { Action: 'ListContacts', param: 'Keyword', fixed: { Limit: 5 }, list: 'Contacts', id: 'ContactId', name: ['FirstName', 'LastName'], number: 'Phone|Email|WhatsApp', kind: 'contact', href: '/audience/contact?keyword={Phone|Email|WhatsApp}' },
];
