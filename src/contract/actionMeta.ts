import type { ActionAccess, ActionDef, ActionKind, MirrorSpec, NeverQueuedWhy, TitleTemplate } from './action';

/**
 * The light, JSON-serialisable part of an Action's registry entry: everything the console's
 * outbox, read cache, mirrors and error toasts need, without zod schemas. Built from the registry
 * (at build time for the console: a lazily loaded chunk, see src/console/offline/README.md).
 */
export interface ActionMeta {
  kind: ActionKind;
  access: ActionAccess;
  /** Writes the outbox makes durable (signed-in writes not declared `offline: { queue: false }`). */
  queue: boolean;
  why?: NeverQueuedWhy;
  lane?: string;
  quiet?: true;
  invalidates?: readonly string[];
  mirror?: MirrorSpec;
  title?: TitleTemplate;
  titleZh?: TitleTemplate;
}

export type ActionMetaTable = Readonly<Record<string, ActionMeta>>;

export function actionMetaOf(def: ActionDef): ActionMeta {
  const queue = def.kind === 'write' && def.access === 'user' && def.offline?.queue !== false;
  const meta: ActionMeta = { kind: def.kind, access: def.access, queue };
  if (def.offline && def.offline.queue === false) meta.why = def.offline.why;
  if (def.lane) meta.lane = def.lane;
  if (def.quiet) meta.quiet = true;
  if (def.invalidates?.length) meta.invalidates = [...def.invalidates];
  if (def.mirror) meta.mirror = def.mirror;
  if (def.title) meta.title = def.title;
  if (def.titleZh) meta.titleZh = def.titleZh;
  return meta;
}

export function actionMetaTable(registry: Readonly<Record<string, ActionDef>>): Record<string, ActionMeta> {
  const out: Record<string, ActionMeta> = {};
  for (const [name, def] of Object.entries(registry)) out[name] = actionMetaOf(def);
  return out;
}

/**
 * The ordering lane of a write: one entity by its declared id param (every write naming that
 * entity, whatever the Action) or, without one, the Action.
 */
export function laneOf(action: string, meta: Pick<ActionMeta, 'lane'> | undefined, params: Record<string, unknown>): string {
  const key = meta?.lane;
  const v = key ? params[key] : undefined;
  if (key && (typeof v === 'string' || typeof v === 'number')) return `${key}=${v}`;
  return action;
}

const TITLE_TEXT_MAX = 40;

const PLACEHOLDER = /\{(#?)([A-Za-z][A-Za-z0-9]*(?:\|[A-Za-z][A-Za-z0-9]*)*)\}/g;

function isGiven(v: unknown): boolean {
  return Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && v !== '';
}

/** A template whose every placeholder has one of its params given. */
function fits(template: string, params: Record<string, unknown>): boolean {
  return [...template.matchAll(PLACEHOLDER)].every((m) => m[2]!.split('|').some((k) => isGiven(params[k])));
}

/**
 * Renders a `title` template over the params: `{Param}` (text, cut at 40 characters with …),
 * `{#Param}` (list length), `{A|B}` (the first of A, B that is given: a send by content or by template).
 * Of alternatives, the first whose params are all given is used, else the first.
 */
export function renderTitle(title: TitleTemplate, params: Record<string, unknown>): string {
  const template = typeof title === 'string' ? title : (title.find((t) => fits(t, params)) ?? title[0] ?? '');
  return template.replace(PLACEHOLDER, (_, count: string, keys: string) => {
    const names = keys.split('|');
    const given = names.find((k) => isGiven(params[k]));
    const v = params[given ?? names[0]!];
    if (count) return String(Array.isArray(v) ? v.length : typeof v === 'string' && v ? v.split(/[\s,;]+/).filter(Boolean).length : 0);
    const text = typeof v === 'string' || typeof v === 'number' ? String(v).replace(/\s+/g, ' ').trim() : '';
    return text.length > TITLE_TEXT_MAX ? `${text.slice(0, TITLE_TEXT_MAX - 1)}…` : text;
  });
}
