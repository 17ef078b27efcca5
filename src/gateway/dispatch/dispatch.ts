import type { ActionDef } from '../../contract/action';
import { type ActionName, actions, type Registry } from '../../contract/actions';
import { canonicalJson } from '../../contract/canonicalJson';
import { type Envelope, okEnvelope } from '../../contract/envelope';
import { decideAccess, permissionsFor } from '../../contract/gating';
import { retCodeMessages } from '../../contract/messages';
import { RetCode } from '../../contract/retCodes';
import type { ServerMessage } from '../../contract/serverTexts';
import { normalizeEmail } from '../actions/account/findUser';
import { type AuthCache, collectInvalidations, collectThrough, type PendingInvalidations } from '../auth/authCache';
import { authenticate, callerModules } from '../auth/authenticate';
import { hitSignInLimiter, passwordSignInActions } from '../auth/signInLimiter';
import type { GatewayConfig } from '../config';
import type { ActionContext, Caller } from '../context';
import type { Db, Executor } from '../db/client';
import type { Channel } from '../messaging/Channel';
import { ActionError } from '../errors';
import type { Handlers } from '../handlers';
import { sha256 } from '../lib/random';
import { findNulCharacter, nulCharacterMessage } from './findNulCharacter';
import { formatIssues } from './formatIssues';
import { claimIdempotencyKey, IDEMPOTENCY_KEY_RE, storeIdempotentResponse } from './idempotency';
import { hitRateLimit } from './rateLimit';
import { rateLimitRules } from './rateLimits';

export interface DispatchRequest {
  body: unknown;
  authorization: string | undefined;
  ip: string;
}

export interface Dispatcher {
  dispatch(req: DispatchRequest): Promise<Envelope>;
}

function fail(code: (typeof RetCode)[keyof typeof RetCode], message?: string, data?: unknown, keyed?: ServerMessage | null): Envelope {
  const env: Envelope = { RetCode: code, Message: message ?? retCodeMessages[code] };
  if (keyed) {
    env.MessageKey = keyed.key;
    if (keyed.params) env.MessageParams = keyed.params;
  }
  if (data !== undefined) env.Data = data;
  return env;
}

/** A single-statement write: an ActionError marked `commit` is an answer, like in a transaction. */
async function runSingle(handler: (p: unknown, c: ActionContext) => Promise<unknown>, params: unknown, ctx: ActionContext): Promise<Envelope> {
  try {
    return okEnvelope(await handler(params, ctx));
  } catch (err) {
    if (err instanceof ActionError && err.commit) return fail(err.retCode, err.message, err.data, err.serverMessage);
    throw err;
  }
}

/** Runs an Action's write collecting what it publishes, when there is a cache to apply it to. */
function collecting<T>(cache: AuthCache | undefined, fn: (pending: PendingInvalidations | null) => Promise<T>): Promise<T> {
  return cache ? collectInvalidations(cache, fn) : fn(null);
}

const NO_RULES: readonly never[] = [];

/**
 * A view of the database collecting into `pending` what is published through it and through every
 * transaction opened on it (for a handler that opens its own transactions).
 */
function collectingView(db: Db, pending: PendingInvalidations): Db {
  const view = collectThrough(Object.create(db) as Db, pending);
  const transaction: Db['transaction'] = (fn, config) => db.transaction((tx) => fn(collectThrough(tx, pending)), config);
  Object.defineProperty(view, 'transaction', { value: transaction });
  return view;
}

/**
 * The context a handler gets. A class, not an object of arrow functions: nothing per request but
 * the object itself (under tsx every named arrow function made per request also costs a
 * defineProperty of its name).
 */
class Context implements ActionContext {
  /** Registered by afterCommit; run by the dispatcher once the Action's transaction committed. */
  committed: Array<() => Promise<void> | void> | null = null;
  constructor(
    readonly db: Executor,
    readonly config: GatewayConfig,
    readonly channels: readonly Channel[],
    readonly caller: Caller | null,
    readonly ip: string,
    readonly now: number,
    private readonly flush: (() => void) | undefined,
  ) {}
  afterCommit(fn: () => Promise<void> | void): void {
    (this.committed ??= []).push(fn);
  }
  flushOutbound(): void {
    this.flush?.();
  }
}

/**
 * Turns one `POST /api` body into one envelope: shape checks, the Action's zod schema, sign-in,
 * rate limits, module and permission gates, then the handler — in a transaction for writes, with
 * the IdempotencyKey claimed in that same transaction.
 */
export function createDispatcher(deps: {
  db: Db;
  config: GatewayConfig;
  handlers: Handlers;
  /**
   * The registry requests are validated with; default the project's. Tests add fixture areas
   * (with their handlers in `extraHandlers`) to show an Action needs nothing but its declaration.
   */
  registry?: Registry;
  extraHandlers?: Readonly<Record<string, (params: never, ctx: never) => Promise<unknown>>>;
  /** The messaging core's channels, handed to handlers (`ctx.channels`). */
  channels?: readonly Channel[];
  /** Hands stored e-mails and codes to delivery; called after the transaction that queued them. */
  flushOutbound?: () => void;
  log?: (err: unknown) => void;
  /** Sessions, users, modules and access keys kept in this process (auth/authCache.ts). */
  authCache?: AuthCache;
}): Dispatcher {
  const { db, config, authCache } = deps;
  const channels = deps.channels ?? [];
  const registry: Registry = deps.registry ?? actions;
  const handlers: Readonly<Record<string, unknown>> = { ...deps.handlers, ...deps.extraHandlers };
  for (const name of Object.keys(registry)) {
    if (typeof handlers[name] !== 'function') throw new Error(`Action ${name} has no handler`);
  }
  const log = deps.log ?? ((err) => console.error('[gateway] internal error', err));

  /** Reads take the modules from the cache; writes read them in their transaction. */
  async function checkGates(def: ActionDef, caller: Caller, exec: Executor, now: number, cache: AuthCache | undefined): Promise<void> {
    if (!def.module && !def.permission) return;
    const decision = decideAccess(
      {
        modules: def.module ? await callerModules(exec, caller.userId, now, cache) : new Set(),
        permissions: new Set(permissionsFor(caller.email, config.providerEmailDomain, caller.user.role)),
        userType: caller.user.type,
      },
      { module: def.module, permission: def.permission },
    );
    if (decision === 'upgrade') throw new ActionError(RetCode.UpgradeRequired);
    if (decision === 'no-upgrade-permission') throw new ActionError(RetCode.NoUpgradePermission);
    if (decision === 'hidden') throw new ActionError(RetCode.PermissionDenied);
  }

  async function run(req: DispatchRequest): Promise<Envelope> {
    const body = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return fail(RetCode.InvalidRequest, 'The request body must be a JSON object');
    }
    const { Action: name, IdempotencyKey: idemKey, ...rest } = body as Record<string, unknown>;
    if (typeof name !== 'string' || name === '') return fail(RetCode.InvalidRequest, 'Action is required');
    if (!Object.prototype.hasOwnProperty.call(registry, name)) return fail(RetCode.UnknownAction, `Unknown Action: ${name.slice(0, 80)}`);
    const def: ActionDef = registry[name]!;
    if (idemKey !== undefined && (typeof idemKey !== 'string' || !IDEMPOTENCY_KEY_RE.test(idemKey))) {
      return fail(RetCode.InvalidParams, 'IdempotencyKey: must be 8 to 128 letters, digits or _ . : -');
    }
    if (def.idempotencyKey === 'required' && idemKey === undefined) return fail(RetCode.InvalidParams, 'IdempotencyKey is required');
    // PostgreSQL text cannot hold U+0000: refused here, once, for every string of every Action.
    const nulField = findNulCharacter(rest);
    if (nulField !== null) return fail(RetCode.InvalidParams, nulCharacterMessage(nulField));
    const parsed = def.params.safeParse(rest);
    if (!parsed.success) return fail(RetCode.InvalidParams, formatIssues(parsed.error));

    const now = Date.now();
    const caller = await authenticate(db, req.authorization, now, req.ip, authCache);
    if (def.access === 'user' && !caller) return fail(RetCode.NotLoggedIn);

    for (const rule of rateLimitRules[name as ActionName] ?? NO_RULES) {
      let subject: string;
      if (rule.scope === 'ip') subject = req.ip;
      else if (rule.scope === 'user') subject = String(caller?.userId ?? req.ip);
      else subject = String((parsed.data as Record<string, unknown>)[rule.scope.slice(6)] ?? '').toLowerCase();
      await hitRateLimit(db, `${name}:${rule.scope}:${subject}`, rule, config.rateLimitScale, now);
    }
    if (passwordSignInActions.has(name)) {
      const account = normalizeEmail((parsed.data as { Email: string }).Email);
      await hitSignInLimiter(db, { account, ip: req.ip, now, scale: config.rateLimitScale });
    }

    const handler = handlers[name] as (p: unknown, c: ActionContext) => Promise<unknown>;

    let envelope: Envelope;
    let ctx: Context;
    if (def.kind === 'read') {
      if (caller) await checkGates(def, caller, db, now, authCache);
      ctx = new Context(db, config, channels, caller, req.ip, now, deps.flushOutbound);
      envelope = okEnvelope(await handler(parsed.data, ctx));
    } else if (def.transaction === 'handler') {
      // The handler waits on an outside service: it opens its own short transactions (registry
      // `transaction`), each collecting what it publishes (collectingView).
      if (idemKey !== undefined) return fail(RetCode.InvalidParams, `IdempotencyKey is not accepted by ${name}`);
      if (caller) await checkGates(def, caller, db, now, undefined);
      const own = (ctx = new Context(db, config, channels, caller, req.ip, now, deps.flushOutbound));
      envelope = await collecting(authCache, async (pending) => {
        if (pending) Object.assign(own, { db: collectingView(db, pending) });
        return okEnvelope(await handler(parsed.data, own));
      });
    } else if (def.statement === 'single' && !(typeof idemKey === 'string' && caller) && !def.module) {
      // One statement, atomic on its own (the registry's `statement: 'single'`): no BEGIN/COMMIT.
      // What it publishes is collected through a view of the database of its own (collectThrough).
      if (caller) await checkGates(def, caller, db, now, undefined);
      const exec = Object.create(db) as Db;
      const single = (ctx = new Context(exec, config, channels, caller, req.ip, now, deps.flushOutbound));
      envelope = await collecting(authCache, (pending) => {
        if (pending) collectThrough(exec, pending);
        return runSingle(handler, parsed.data, single);
      });
    } else {
      const useKey = typeof idemKey === 'string' && caller ? idemKey : null;
      let committedError: ActionError | null = null;
      let txCtx = null as Context | null;
      // Invalidations the transaction publishes (auth/authCache.ts) leave this process's cache as
      // soon as it ends; other processes drop them when its NOTIFY arrives.
      envelope = await collecting(authCache, (pending) => db.transaction(async (tx) => {
        if (pending) collectThrough(tx, pending);
        txCtx = new Context(tx, config, channels, caller, req.ip, now, deps.flushOutbound);
        if (useKey && caller) {
          const stored = await claimIdempotencyKey(tx, {
            userId: caller.userId,
            key: useKey,
            action: name,
            requestHash: sha256(canonicalJson(rest)),
            now,
          });
          if (stored) return stored;
        }
        if (caller) await checkGates(def, caller, tx, now, undefined);
        let result: unknown;
        try {
          result = await handler(parsed.data, txCtx);
        } catch (err) {
          if (err instanceof ActionError && err.commit) {
            committedError = err;
            return fail(err.retCode, err.message, err.data, err.serverMessage);
          }
          throw err;
        }
        const ok = okEnvelope(result);
        if (useKey && caller) await storeIdempotentResponse(tx, caller.userId, useKey, ok);
        return ok;
      }));
      if (committedError || !txCtx) return envelope;
      ctx = txCtx;
    }
    if (ctx.committed) {
      for (const fn of ctx.committed) {
        try {
          await fn();
        } catch (err) {
          log(err);
        }
      }
    }
    return envelope;
  }

  return {
    async dispatch(req) {
      try {
        return await run(req);
      } catch (err) {
        if (err instanceof ActionError) return fail(err.retCode, err.message, err.data, err.serverMessage);
        log(err);
        return fail(RetCode.InternalError);
      }
    },
  };
}
