import { TicketStatus, type TicketStatusValue } from '../../contract/entities/ticket';

const STATUS_WORDS: Readonly<Record<TicketStatusValue, string>> = {
  [TicketStatus.InReview]: 'In Review',
  [TicketStatus.Pending]: 'Pending (waiting for your answer)',
  [TicketStatus.OnHold]: 'On-hold',
  [TicketStatus.Solved]: 'Solved',
  [TicketStatus.Closed]: 'Closed',
};

/** The e-mail telling a ticket's owner that support answered: the reply, the new state and the link to the ticket. */
export function ticketReplyMail(t: { id: number; title: string }, reply: string, status: TicketStatusValue, publicUrl: string): { subject: string; body: string } {
  return {
    subject: `Support replied to your ticket #${t.id}: ${t.title}`.slice(0, 200),
    body:
      `Our support team replied to your ticket #${t.id} "${t.title}":\n\n${reply}\n\n` +
      `The ticket is now ${STATUS_WORDS[status]}. Read the whole thread and answer at ${publicUrl}/setting/work-order/${t.id}\n\n` +
      'You get this e-mail at the notification addresses of your account settings (/setting/user-setting).',
  };
}
