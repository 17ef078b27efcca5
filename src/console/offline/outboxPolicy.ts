/**
 * Names of the registry's signed-in write Actions, injected at build time (sw/build/pwaPlugin.ts)
 * so the page does not download every Action's schema just to ask this. Absent in unit tests.
 */
declare const __USER_WRITE_ACTIONS__: readonly string[] | undefined;
const userWrites: ReadonlySet<string> = new Set(typeof __USER_WRITE_ACTIONS__ === 'undefined' ? [] : __USER_WRITE_ACTIONS__);

/**
 * Writes that must never wait in an outbox to be replayed later: session management, security
 * changes and money (a purchase replayed hours later would surprise), and short-lived download
 * addresses (useless by the time a replay got one). They fail when offline.
 */
const NEVER_QUEUED: ReadonlySet<string> = new Set([
  'LoginByPassword',
  'RefreshToken',
  'LogoutToken',
  'ChangePassword',
  'ChangeEmail',
  'ResetPassword',
  'DeleteAccessKey',
  'BuySubscriptionPackage',
  'UpgradeSubscriptionPackage',
  'GetMediaFileSign',
  'GetUSMSExportSendRecordFile',
]);

/** Signed-in writes the outbox makes durable: queued offline, replayed exactly once by IdempotencyKey. */
export function isQueueable(action: string, writes: ReadonlySet<string> = userWrites): boolean {
  return writes.has(action) && !NEVER_QUEUED.has(action);
}

/** The ordering lane: writes to one entity (by its id param) or, without one, of one Action. */
export function targetOf(action: string, params: Record<string, unknown>): string {
  for (const key of ['TemplateId', 'TaskId', 'PlanId', 'TicketId', 'Id', 'SeqId']) {
    const v = params[key];
    if (typeof v === 'string' || typeof v === 'number') return `${action}:${key}=${v}`;
  }
  return action;
}
