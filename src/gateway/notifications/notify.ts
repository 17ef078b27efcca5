import type { NotificationKind } from '../../contract/notifications';
import type { Executor } from '../db/client';
import { notifications } from '../db/schema';

export interface NotifyInput {
  userId: number;
  kind: NotificationKind;
  params: Record<string, string | number>;
  /** Console path the notification opens. */
  link: string;
  now: number;
}

/** Records a notification; call it in the transaction of the event it reports, so both happen or neither. */
export async function notify(db: Executor, n: NotifyInput): Promise<void> {
  await db.insert(notifications).values({ userId: n.userId, kind: n.kind, params: n.params, link: n.link, createdAt: n.now });
}
