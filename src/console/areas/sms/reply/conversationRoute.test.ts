import { describe, expect, it } from 'vitest';
import { conversationRoute, replyViewOf, replyViewRoute } from './conversationRoute';

describe('reply views', () => {
  it('reads the view and the thread from the query', () => {
    expect(replyViewOf('')).toEqual({ view: 'replies', phone: null });
    expect(replyViewOf('view=optouts')).toEqual({ view: 'optouts', phone: null });
    expect(replyViewOf('view=conversations&phone=%2B12025550199')).toEqual({ view: 'conversations', phone: '+12025550199' });
    expect(replyViewOf('phone=%2B12025550199')).toEqual({ view: 'conversations', phone: '+12025550199' });
    expect(replyViewOf('view=nonsense')).toEqual({ view: 'replies', phone: null });
  });

  it('writes addresses the reader reads back', () => {
    expect(replyViewRoute('replies')).toBe('/sms/reply');
    const href = conversationRoute('+12025550199');
    expect(replyViewOf(href.slice(href.indexOf('?') + 1))).toEqual({ view: 'conversations', phone: '+12025550199' });
  });
});
