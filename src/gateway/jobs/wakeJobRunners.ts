const listeners = new Set<() => void>();

/** Lets runners sleep between polls yet start at once when an Action has queued work. */
export function onJobsQueued(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function wakeJobRunners(): void {
  for (const fn of listeners) fn();
}
