import { OFFLINE_DB_NAME } from './offlineDbName';

/**
 * How many unsent outbox items (any state but done) one user has stored, read with the plain
 * IndexedDB API so a start-up without queued work never downloads Dexie and the outbox code.
 * Resolves 0 when there is no database yet (and creates none), null when the database could not be
 * read (the caller then loads the outbox code to be safe).
 */
export function countStoredWork(userId: number, name: string = OFFLINE_DB_NAME): Promise<number | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(0);
  return new Promise((resolve) => {
    let fresh = false;
    let req: IDBOpenDBRequest;
    try {
      req = indexedDB.open(name);
    } catch {
      resolve(null);
      return;
    }
    // No database yet: abort the creation (Dexie creates it with its schema when first needed).
    req.onupgradeneeded = () => {
      fresh = true;
      req.transaction?.abort();
    };
    req.onerror = (e) => {
      e.preventDefault();
      resolve(fresh ? 0 : null);
    };
    req.onblocked = () => resolve(null);
    req.onsuccess = () => {
      const db = req.result;
      db.onversionchange = () => db.close();
      const done = (n: number | null) => {
        db.close();
        resolve(n);
      };
      if (!db.objectStoreNames.contains('outbox')) return done(0);
      try {
        const store = db.transaction('outbox', 'readonly').objectStore('outbox');
        // Version 1 of the schema had no per-user index: its items are counted for everyone.
        const cursor = store.indexNames.contains('userId') ? store.index('userId').openCursor(IDBKeyRange.only(userId)) : store.openCursor();
        let n = 0;
        cursor.onsuccess = () => {
          const c = cursor.result;
          if (!c) return done(n);
          if ((c.value as { state?: string }).state !== 'done') n++;
          c.continue();
        };
        cursor.onerror = () => done(null);
      } catch {
        done(null);
      }
    };
  });
}
