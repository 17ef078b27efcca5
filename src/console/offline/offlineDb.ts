import Dexie, { type EntityTable } from 'dexie';
import { OFFLINE_DB_NAME } from './offlineDbName';
import type { OutboxItem } from './outboxTypes';

export { OFFLINE_DB_NAME };

/** A form saved while being edited; restored after a reload, a crash or a day offline. */
export interface DraftRecord {
  /** `<userId>:<formKey>` */
  key: string;
  userId: number;
  formKey: string;
  /** Shown in the drafts list. */
  title: string;
  /** Where the form lives, to reopen it. */
  route: string;
  value: unknown;
  createdAt: number;
  updatedAt: number;
}

/** A message template mirrored when fetched, readable and searchable offline. */
export interface TemplateRecord {
  /** `<userId>:<channel>:<templateId>` */
  key: string;
  userId: number;
  channel: string;
  templateId: string;
  name: string;
  /** Lower-case name and content, for offline search. */
  search: string;
  data: unknown;
  updatedAt: number;
}

/** An inbox message mirrored when fetched. */
export interface InboxRecord {
  /** `<userId>:<channel>:<messageId>` */
  key: string;
  userId: number;
  channel: string;
  messageId: string;
  time: number;
  search: string;
  data: unknown;
  updatedAt: number;
}

export interface MetaRecord {
  key: string;
  value: unknown;
}

/**
 * The console's IndexedDB database. Each `version()` is kept forever: Dexie upgrades a browser
 * that still has an older version step by step, running each step's `upgrade`.
 */
export class OfflineDb extends Dexie {
  drafts!: EntityTable<DraftRecord, 'key'>;
  outbox!: EntityTable<OutboxItem, 'seq'>;
  templates!: EntityTable<TemplateRecord, 'key'>;
  inboxMessages!: EntityTable<InboxRecord, 'key'>;
  meta!: EntityTable<MetaRecord, 'key'>;

  constructor(name: string = OFFLINE_DB_NAME) {
    super(name);
    // v1: drafts keyed by "<user>:<form>", the outbox in insertion order, meta.
    this.version(1).stores({
      drafts: '&key, updatedAt',
      outbox: '++seq, &id, state',
      meta: '&key',
    });
    // v2: per-user indexes, ordering lanes, and the template and inbox mirrors.
    this.version(2)
      .stores({
        drafts: '&key, userId, updatedAt',
        outbox: '++seq, &id, userId, state, target',
        templates: '&key, userId, [userId+channel], updatedAt',
        inboxMessages: '&key, userId, [userId+channel], time',
      })
      .upgrade(async (tx) => {
        await tx
          .table('drafts')
          .toCollection()
          .modify((d: Partial<DraftRecord> & { key: string }) => {
            const [user, ...form] = d.key.split(':');
            d.userId ??= Number(user) || 0;
            d.formKey ??= form.join(':');
            d.title ??= d.formKey;
            d.route ??= '/';
            d.createdAt ??= d.updatedAt ?? Date.now();
          });
        await tx
          .table('outbox')
          .toCollection()
          .modify((i: Partial<OutboxItem>) => {
            i.label ??= i.action ?? '';
            i.target ??= i.action ?? '';
            i.userId ??= 0;
          });
      });
  }
}

let instance: OfflineDb | null = null;

/** The one database of this page (opened on first use). */
export function offlineDb(): OfflineDb {
  instance ??= new OfflineDb();
  return instance;
}

/** For unit tests: a fresh database. */
export function setOfflineDbForTests(db: OfflineDb): void {
  instance = db;
}

export { isQuotaError } from './isQuotaError';
