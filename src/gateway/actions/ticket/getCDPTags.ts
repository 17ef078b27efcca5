import { TicketCategories } from '../../../contract/constants';
import type { CdpTag } from '../../../contract/entities/ticket';
import type { Handler } from '../../handlers';

const names: Record<(typeof TicketCategories)[number], [string, string]> = {
  SMS: ['SMS', '短信'],
  EMAIL: ['EMAIL', '邮件'],
  WhatsApp: ['WhatsApp', 'WhatsApp'],
  Billing: ['Billing', '账单'],
  Account: ['Account', '账号'],
  Others: ['Others', '其他'],
};

const tags: CdpTag[] = TicketCategories.map((Key) => ({ Key, EnName: names[Key][0], CnName: names[Key][1] }));

/** The categories a ticket is filed under (spec 000 §3), in the spec's order, with their names. */
export const getCDPTags: Handler<'GetCDPTags'> = async () => ({ Tags: tags });
