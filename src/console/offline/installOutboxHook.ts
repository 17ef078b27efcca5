import { outboxHook } from '../session/outboxHook';
import { currentUserId } from './currentUser';
import { loadOutboxWork } from './lazyOutboxWork';

/**
 * Every signed-in write its registry entry lets queue (`meta.queue`) goes through the durable
 * outbox (`callThroughOutbox.ts`), whose code (Dexie included) is loaded by the first such write.
 */
export function installOutboxHook(): void {
  outboxHook.current = (action, params, _options, meta) => {
    if (!meta.queue || currentUserId() === null || typeof indexedDB === 'undefined') return null;
    return loadOutboxWork().then((work) => work.callThroughOutbox(action, params as Record<string, unknown>, meta));
  };
}
