import Dexie from 'dexie';

/** Storage diagnostics (npm run bench:pwa): rows per second of one Dexie bulkPut into a scratch database. */
export async function measureBulkWrite(rows: number): Promise<number> {
  const db = new Dexie(`console-bench-${Date.now()}`);
  db.version(1).stores({ rows: '&key, userId, updatedAt' });
  await db.open();
  const data = Array.from({ length: rows }, (_, i) => ({ key: `k${i}`, userId: 1, updatedAt: i, title: `Draft ${i}`, value: { Name: `Template ${i}`, Body: 'Hello {{1}}, your code is {{2}}.' } }));
  const started = performance.now();
  await db.table('rows').bulkPut(data);
  const ms = performance.now() - started;
  db.close();
  await Dexie.delete(db.name);
  return Math.round((rows / ms) * 1000);
}
