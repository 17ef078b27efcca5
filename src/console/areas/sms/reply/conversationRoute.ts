import { routeHref, type Href } from '../../../lib/routeHref';

/** The views of /sms/reply, by its `view` query parameter (none: every reply). */
export type ReplyView = 'replies' | 'conversations' | 'optouts';

export function replyViewOf(search: string): { view: ReplyView; phone: string | null } {
  const q = new URLSearchParams(search);
  const view = q.get('view');
  const phone = q.get('phone')?.trim() || null;
  return { view: view === 'conversations' || view === 'optouts' ? view : phone ? 'conversations' : 'replies', phone };
}

export function replyViewRoute(view: ReplyView): Href {
  return view === 'replies' ? routeHref('/sms/reply') : routeHref('/sms/reply', { view });
}

/** A conversation's thread: /sms/reply?view=conversations&phone=… */
export function conversationRoute(phone: string): Href {
  return routeHref('/sms/reply', { view: 'conversations', phone });
}
