import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Handler } from '../../handlers';
import { loadTicket } from '../../tickets/loadTicket';
import { ticketInfo } from '../../tickets/ticketRows';

/** Operators: any ticket with its thread and its customer. Reading it changes nothing the customer sees. */
export const operatorGetTicketInfo: Handler<'OperatorGetTicketInfo'> = async (p, ctx) => {
  const row = await loadTicket(ctx.db, p.TicketId);
  const [customer] = await ctx.db.select({ email: users.email, name: users.displayName }).from(users).where(eq(users.id, row.userId));
  return { ...(await ticketInfo(ctx.db, row)), CustomerEmail: customer?.email ?? '', CustomerName: customer?.name ?? '', CustomerId: row.userId };
};
