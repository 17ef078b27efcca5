import type { Handler } from '../../handlers';
import { listTickets } from '../../tickets/ticketRows';

/** Operators: every customer's tickets, the longest waiting first, with whose ticket it is. */
export const operatorGetTicketList: Handler<'OperatorGetTicketList'> = async (p, ctx) => {
  const { total, rows } = await listTickets(ctx.db, { Status: p.Status, Category: p.Category, Keyword: p.Keyword }, p, 'waiting');
  return { Total: total, Tickets: rows.map((r) => ({ ...r.ticket, CustomerEmail: r.email, CustomerName: r.name, CustomerId: r.userId })) };
};
