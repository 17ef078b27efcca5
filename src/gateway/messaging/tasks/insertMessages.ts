import type { Executor } from '../../db/client';
import { smsMessages } from '../../db/schema';
import type { PricedMessage } from '../pricing/priceMessages';

const ROWS_PER_INSERT = 2_000;

/** Stores a task's messages in multi-row inserts (9 parameters a row, well under PostgreSQL's 65535). */
export async function insertMessages(db: Executor, taskPk: number, userId: number, channel: number, sendAt: number, rows: readonly PricedMessage[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db.insert(smsMessages).values(
      rows.slice(i, i + ROWS_PER_INSERT).map((r) => ({ taskId: taskPk, userId, channel, phone: r.address, countryCode: r.country, segments: r.units, price: r.price, sendAt })),
    );
  }
}
