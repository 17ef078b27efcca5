import { signal } from '@preact/signals-react';

/** Whether the browser promised to keep our storage (drafts, outbox) under storage pressure. */
export const storagePersisted = signal<boolean | null>(null);

/** Asks for persistent storage once; headless Chromium answers false, which is shown, not hidden. */
export async function requestPersistence(): Promise<void> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage?.persist) return;
  try {
    storagePersisted.value = (await storage.persisted()) || (await storage.persist());
  } catch {
    storagePersisted.value = false;
  }
}
