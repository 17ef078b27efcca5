import { TicketStatus } from '../entities/ticket';
import { type StatusTone, unknownStatusDisplay } from './subscriptionStatus';

/** Display of a ticket state (spec 000 §4): i18n text key (the settings area's texts: only its pages show tickets) and colour tone. */
export const ticketStatusDisplay: Record<number, { textKey: string; tone: StatusTone }> = {
  [TicketStatus.InReview]: { textKey: 'setting.tickets.state.inReview', tone: 'warning' },
  [TicketStatus.Pending]: { textKey: 'setting.tickets.state.pending', tone: 'warning' },
  [TicketStatus.OnHold]: { textKey: 'setting.tickets.state.onHold', tone: 'neutral' },
  [TicketStatus.Solved]: { textKey: 'setting.tickets.state.solved', tone: 'success' },
  [TicketStatus.Closed]: { textKey: 'setting.tickets.state.closed', tone: 'neutral' },
};

export function ticketStatusOf(status: number): { textKey: string; tone: StatusTone } {
  return ticketStatusDisplay[status] ?? unknownStatusDisplay;
}
