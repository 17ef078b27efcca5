import { signal } from '@preact/signals-react';
import { storedWorkCount } from './lazyOutboxWork';
import { outboxCounts } from './offlineSignals';

/** The open "unsent items" question before logout, answered by LogoutGuardDialog. */
export const logoutPrompt = signal<{ count: number; answer: (goOn: boolean) => void } | null>(null);

/** Logout guard: with unsent outbox items the user is asked first. */
export async function confirmLogoutWithPending(): Promise<boolean> {
  const count = await storedWorkCount(outboxCounts.value.total);
  if (count === 0) return true;
  return new Promise((resolve) => {
    logoutPrompt.value = {
      count,
      answer: (goOn) => {
        logoutPrompt.value = null;
        resolve(goOn);
      },
    };
  });
}
