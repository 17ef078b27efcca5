import type { z } from 'zod';
import type { PermissionKey, ProductModule } from './constants';

/** 'read' Actions may be cached and replayed freely; 'write' Actions change state. */
export type ActionKind = 'read' | 'write';
/** 'public' needs no sign-in; 'user' needs an access token (or access key). */
export type ActionAccess = 'public' | 'user';

/**
 * Why a signed-in write never waits in the outbox (it fails when offline instead):
 * 'session' (sign-in, tokens), 'security' (password, e-mail), 'money' (a purchase replayed hours
 * later would surprise), 'short-lived' (a download or upload address useless by replay time),
 * 'provider' (an outside service takes the write at once and answers for it, e.g. a template sent
 * to WhatsApp's review; such writes run with `transaction: 'handler'`, which refuses an IdempotencyKey).
 */
export type NeverQueuedWhy = 'session' | 'security' | 'money' | 'short-lived' | 'provider';
/** A write's offline policy. Signed-in writes default to `{ queue: true }`; public writes are never queued. */
export type OfflinePolicy = { readonly queue: true } | { readonly queue: false; readonly why: NeverQueuedWhy };

/**
 * The IndexedDB mirror a read's rows feed (searchable offline): `list` names the Data keys holding
 * the rows (else Data itself is one row), `id` / `name` / `time` the row fields, `search` the fields
 * searched offline.
 */
export interface RowMirrorSpec {
  readonly store: 'templates' | 'inbox';
  readonly channel: string;
  readonly list?: readonly string[];
  readonly id: string;
  readonly name?: string;
  readonly time?: string;
  readonly search: readonly string[];
}

/**
 * Reference data (prices, countries, time zones, balance): the whole answer is kept per user and
 * params, so a page opened offline for the first time still has the last known answer, shown with
 * its age. `prefetch`: params fetched ahead once signed in and online, before any page asks.
 */
export interface ReferenceMirrorSpec {
  readonly store: 'reference';
  readonly prefetch?: readonly Readonly<Record<string, string | number | boolean>>[];
}

export type MirrorSpec = RowMirrorSpec | ReferenceMirrorSpec;

/** An outbox title template, or alternatives of it (see ActionDef.title). */
export type TitleTemplate = string | readonly string[];

export interface ActionDef<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  readonly kind: ActionKind;
  readonly access: ActionAccess;
  readonly summary: string;
  readonly params: P;
  readonly result: R;
  /** Package module the user's active subscription must whitelist. */
  readonly module?: ProductModule;
  /** Permission key the user's key list must contain. */
  readonly permission?: PermissionKey;
  /** Read Actions whose cached answers this write makes stale (checked at compile time in actions/index.ts). */
  readonly invalidates?: readonly string[];
  /** 'required': the gateway refuses the call without an IdempotencyKey (sends that must happen once). */
  readonly idempotencyKey?: 'required';
  /** Writes: queued in the outbox and replayed, or never queued and why. */
  readonly offline?: OfflinePolicy;
  /** Writes: the entity id param that orders the outbox lane (writes to one entity are sent in order). */
  readonly lane?: string;
  /** 'large': the body may be up to 8 MiB (default 1 MiB). */
  readonly body?: 'large';
  /** Failures are never shown as a toast (the caller handles them). */
  readonly quiet?: true;
  /** Reads: the IndexedDB mirror the answer's rows feed. */
  readonly mirror?: MirrorSpec;
  /**
   * Writes: the outbox item's title, a template over the params: `{Param}` (text, 40 characters at
   * most), `{#Param}` (how many items a list param has). E.g. `SMS to {#PhoneNumbers} recipients: "{Content}"`.
   * A list gives alternatives for params that exclude each other: the first whose params are given
   * is used (a send to typed numbers, or to an uploaded file).
   */
  readonly title?: TitleTemplate;
  /** The same title in Chinese (shown to Chinese readers), alternatives in the same order. */
  readonly titleZh?: TitleTemplate;
  /**
   * Writes: 'single' when the handler changes state in at most one SQL statement, which PostgreSQL
   * makes atomic on its own. The gateway then runs it without BEGIN/COMMIT (two round trips fewer,
   * and on PGlite no connection held across event-loop turns) unless an IdempotencyKey is sent or
   * the Action has a module gate; `tests/gateway/writeCost.test.ts` counts the statements.
   */
  readonly statement?: 'single';
  /**
   * Writes that wait on an outside service (a payment provider) between their database steps:
   * 'handler' runs the handler outside a transaction, and it opens short ones itself around each
   * database step (`ctx.db.transaction`), so no connection or row lock is held while the service
   * answers (PGlite has a single connection). Such an Action refuses an IdempotencyKey.
   */
  readonly transaction?: 'handler';
}

/**
 * Declares one Action; the identity function keeps the literal types for inference, including
 * `kind`, `access` and `invalidates`, so handlers of 'user' Actions get a context whose caller is
 * never null and a write invalidating a name that is not a read Action fails the typecheck.
 */
export function defineAction<
  P extends z.ZodType,
  R extends z.ZodType,
  K extends ActionKind,
  A extends ActionAccess,
  const I extends readonly string[] = readonly [],
>(
  def: ActionDef<P, R> & { readonly kind: K; readonly access: A; readonly invalidates?: I },
): Omit<ActionDef<P, R>, 'kind' | 'access' | 'invalidates'> & { readonly kind: K; readonly access: A; readonly invalidates?: I } {
  return def;
}

export type ParamsOf<D> = D extends ActionDef<infer P, z.ZodType> ? z.input<P> : never;
export type ParsedParamsOf<D> = D extends ActionDef<infer P, z.ZodType> ? z.output<P> : never;
export type ResultOf<D> = D extends ActionDef<z.ZodType, infer R> ? z.output<R> : never;

/** Request bodies: 1 MiB, or 8 MiB for Actions declared `body: 'large'` (a send to 100,000 numbers is about 1.7 MB). */
export const API_BODY_LIMIT = 1_048_576;
export const LARGE_API_BODY_LIMIT = 8 * 1_048_576;

export function bodyLimitOf(def: Pick<ActionDef, 'body'>): number {
  return def.body === 'large' ? LARGE_API_BODY_LIMIT : API_BODY_LIMIT;
}
