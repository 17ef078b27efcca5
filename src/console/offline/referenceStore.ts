/**
 * Reference data kept whole (prices, countries, time zones, balance) in a small IndexedDB database
 * of its own, written with the plain IndexedDB API: it is filled right after sign-in on every
 * page, and a page that only reads must not download Dexie and the outbox code for it
 * (the /dashboard start-up budget). One object store, keyed `<userId>:<Action> <canonical params>`.
 */

/** A whole read answer of reference data, per user and params. */
export interface ReferenceRecord {
  /** `<userId>:<Action> <canonical params>` */
  key: string;
  userId: number;
  action: string;
  data: unknown;
  /** When it was fetched, ms: the age shown with it offline ("prices as of 10:42"). */
  storedAt: number;
}

const STORE = 'answers';
let dbName = 'console-reference';
let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(dbName, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(STORE, { keyPath: 'key' }).createIndex('userId', 'userId');
    };
    req.onsuccess = () => {
      const db = req.result;
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    req.onerror = () => {
      opening = null;
      reject(req.error ?? new Error('IndexedDB could not be opened'));
    };
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const req = work(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(req.result);
        tx.onerror = () => reject(tx.error ?? req.error ?? new Error('IndexedDB transaction failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      }),
  );
}

/** Keeps one answer (replacing the previous one of the same user, Action and params). */
export function putReference(record: ReferenceRecord): Promise<void> {
  return run('readwrite', (s) => s.put(record)).then(() => undefined);
}

/** The kept answer under `key`, or undefined. */
export function getReference(key: string): Promise<ReferenceRecord | undefined> {
  return run('readonly', (s) => s.get(key) as IDBRequest<ReferenceRecord | undefined>);
}

/** Every kept answer (tests and diagnostics). */
export function listReferences(): Promise<ReferenceRecord[]> {
  return run('readonly', (s) => s.getAll() as IDBRequest<ReferenceRecord[]>);
}

/** Tests: a database of their own (closes the current one). */
export async function setReferenceDbNameForTests(name: string): Promise<void> {
  const current = opening;
  opening = null;
  dbName = name;
  if (current) (await current.catch(() => null))?.close();
}
