/** localStorage that never throws (private mode, quota, or no window in unit tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function memoryStore(): KeyValueStore {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

function pickStore(): KeyValueStore {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    /* storage disabled */
  }
  return memoryStore();
}

let store: KeyValueStore = pickStore();

export const storage = {
  get(key: string): string | null {
    try {
      return store.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      store.setItem(key, value);
    } catch (err) {
      console.warn('storage: could not save', key, err);
    }
  },
  remove(key: string): void {
    try {
      store.removeItem(key);
    } catch {
      /* ignore */
    }
  },
};

/** For unit tests: swap the backing store. */
export function setStoreForTests(next: KeyValueStore = memoryStore()): void {
  store = next;
}
