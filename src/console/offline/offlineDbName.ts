/** The name of the console's IndexedDB database (Dexie opens it; the start-up probe reads it without Dexie). */
export const OFFLINE_DB_NAME = 'console-offline';
