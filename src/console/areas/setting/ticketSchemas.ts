import { z } from 'zod';
import { ticketActions } from '../../../contract/actions/ticket';

/** The new-ticket form: the contract's own rules of CreateTicket (the pictures travel apart). */
export const createTicketSchema = ticketActions.CreateTicket.params.pick({ Category: true, Title: true, Content: true });

/** A reply: the contract's rule of CreateComment's Content. */
export const replySchema = z.object({ Content: ticketActions.CreateComment.params.shape.Content });
