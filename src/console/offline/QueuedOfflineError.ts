/** A write was saved in the outbox instead of being answered now; it is sent when possible. */
export class QueuedOfflineError extends Error {
  constructor(
    readonly action: string,
    readonly itemId: string,
    message: string,
  ) {
    super(message);
    this.name = 'QueuedOfflineError';
  }
}
