/**
 * Resolves in a new task of the event loop (a MessageChannel message: unlike setTimeout it is
 * never clamped to 4 ms, and fake timers in unit tests leave it alone). Used so that work started
 * in a burst — several reads issued by one render, effect or answer — runs as several short tasks
 * instead of one long one.
 */
let channel: MessageChannel | null = null;
const waiting: Array<() => void> = [];

export function nextTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
    // Node (unit tests): an idle port must not keep the process alive.
    (channel.port1 as unknown as { unref?: () => void }).unref?.();
  }
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel!.port2.postMessage(null);
  });
}
