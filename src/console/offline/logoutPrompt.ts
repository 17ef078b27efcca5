import { signal } from '@preact/signals-react';
import { outboxCounts } from './offlineSignals';

/** The open "unsent items" question before logout, answered by LogoutGuardDialog. */
export const logoutPrompt = signal<{ count: number; answer: (goOn: boolean) => void } | null>(null);

/** Logout guard: with unsent outbox items the user is asked first. */
export function confirmLogoutWithPending(): Promise<boolean> {
  const count = outboxCounts.value.total;
  if (count === 0) return Promise.resolve(true);
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
