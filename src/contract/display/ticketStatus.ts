import { TicketStatus } from '../entities/ticket';
import { type StatusTone, unknownStatusDisplay } from './subscriptionStatus';

/** Display of a ticket state (spec 000 §4): i18n text key and colour tone. */
export const ticketStatusDisplay: Record<number, { textKey: string; tone: StatusTone }> = {
  [TicketStatus.InReview]: { textKey: 'status.ticket.inReview', tone: 'warning' },
  [TicketStatus.Pending]: { textKey: 'status.ticket.pending', tone: 'warning' },
  [TicketStatus.OnHold]: { textKey: 'status.ticket.onHold', tone: 'neutral' },
  [TicketStatus.Solved]: { textKey: 'status.ticket.solved', tone: 'success' },
  [TicketStatus.Closed]: { textKey: 'status.ticket.closed', tone: 'neutral' },
};

export function ticketStatusOf(status: number): { textKey: string; tone: StatusTone } {
  return ticketStatusDisplay[status] ?? unknownStatusDisplay;
}
