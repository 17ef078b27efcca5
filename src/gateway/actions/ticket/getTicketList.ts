import type { Handler } from '../../handlers';
import { listTickets } from '../../tickets/ticketRows';

/** One page of the caller's tickets, most recently updated first. */
export const getTicketList: Handler<'GetTicketList'> = async (p, ctx) => {
  const { total, rows } = await listTickets(ctx.db, { ownerId: ctx.caller.userId, Status: p.Status, Category: p.Category }, p, 'recent');
  return { Total: total, Tickets: rows.map((r) => r.ticket) };
};
