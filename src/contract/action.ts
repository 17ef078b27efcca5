import type { z } from 'zod';
import type { PermissionKey, ProductModule } from './constants';

/** 'read' Actions may be cached and replayed freely; 'write' Actions change state. */
export type ActionKind = 'read' | 'write';
/** 'public' needs no sign-in; 'user' needs an access token (or access key). */
export type ActionAccess = 'public' | 'user';

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
  /** Read Actions whose cached answers this write makes stale. */
  readonly invalidates?: readonly string[];
  /** 'required': the gateway refuses the call without an IdempotencyKey (sends that must happen once). */
  readonly idempotencyKey?: 'required';
}

/**
 * Declares one Action; the identity function keeps the literal types for inference, including
 * `access`, so handlers of 'user' Actions get a context whose caller is never null.
 */
export function defineAction<P extends z.ZodType, R extends z.ZodType, A extends ActionAccess>(
  def: ActionDef<P, R> & { readonly access: A },
): ActionDef<P, R> & { readonly access: A } {
  return def;
}

export type ParamsOf<D> = D extends ActionDef<infer P, z.ZodType> ? z.input<P> : never;
export type ParsedParamsOf<D> = D extends ActionDef<infer P, z.ZodType> ? z.output<P> : never;
export type ResultOf<D> = D extends ActionDef<z.ZodType, infer R> ? z.output<R> : never;
