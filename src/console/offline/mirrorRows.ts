/** What of a read answer is mirrored locally: templates and inbox messages (pure, unit-tested). */
export interface MirrorRows {
  templates: Array<{ channel: string; templateId: string; name: string; search: string; data: unknown }>;
  inbox: Array<{ channel: string; messageId: string; time: number; search: string; data: unknown }>;
}

type Row = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The channel an Action belongs to, from its name (USMS: SMS, UMMS: MMS, ...). */
export function channelOf(action: string): string {
  if (/UMMS|Mms/i.test(action)) return 'mms';
  if (/USMS|Sms/.test(action)) return 'sms';
  if (/Email/i.test(action)) return 'email';
  if (/WhatsApp/i.test(action)) return 'whatsapp';
  if (/VMS|Voice/i.test(action)) return 'vms';
  return 'other';
}

function rowsOf(data: unknown, listKeys: readonly string[], idKeys: readonly string[]): Row[] {
  if (!data || typeof data !== 'object') return [];
  const d = data as Row;
  for (const k of listKeys) if (Array.isArray(d[k])) return (d[k] as unknown[]).filter((r): r is Row => Boolean(r) && typeof r === 'object');
  return idKeys.some((k) => str(d[k])) ? [d] : [];
}

export function mirrorRows(action: string, data: unknown): MirrorRows {
  const out: MirrorRows = { templates: [], inbox: [] };
  const channel = channelOf(action);
  if (/Template/.test(action)) {
    for (const r of rowsOf(data, ['Templates', 'TemplateList'], ['TemplateId'])) {
      const templateId = str(r.TemplateId ?? r.Id);
      if (!templateId) continue;
      const name = str(r.TemplateName ?? r.Name);
      out.templates.push({ channel, templateId, name, search: `${name} ${str(r.Template ?? r.Content)}`.toLowerCase(), data: r });
    }
  }
  if (/Reply|Inbox|Message/.test(action)) {
    for (const r of rowsOf(data, ['Records', 'Messages'], ['ReplyId', 'MessageId'])) {
      const messageId = str(r.ReplyId ?? r.MessageId);
      if (!messageId) continue;
      const time = Number(r.ReceiveTime ?? r.CreateTime ?? 0);
      out.inbox.push({ channel, messageId, time, search: `${str(r.PhoneNumber ?? r.From)} ${str(r.Content ?? r.Text)}`.toLowerCase(), data: r });
    }
  }
  return out;
}
