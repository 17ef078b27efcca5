// Dexie needs IndexedDB; unit tests run in the node environment (jsdom lacks structuredClone).
import 'fake-indexeddb/auto';
