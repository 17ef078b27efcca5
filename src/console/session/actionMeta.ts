import type { ActionMeta, ActionMetaTable } from '../../contract/actionMeta';

let table: Promise<ActionMetaTable> | null = null;
const added: Record<string, ActionMeta> = {};

function load(): Promise<ActionMetaTable> {
  table ??= import('virtual:action-meta').then(
    (m) => m.default,
    (err: unknown) => {
      table = null; // try again next time (a chunk that failed to load)
      throw err;
    },
  );
  return table;
}

/**
 * An Action's light registry facts (offline policy, lane, quiet, invalidates, mirror, title), from
 * the `virtual:action-meta` chunk built from the registry: loaded on first use, never part of the
 * start-up bundle. Undefined for a name the registry does not have.
 */
export async function actionMeta(name: string): Promise<ActionMeta | undefined> {
  if (Object.prototype.hasOwnProperty.call(added, name)) return added[name];
  const t = await load().catch(() => ({}) as ActionMetaTable);
  return Object.prototype.hasOwnProperty.call(t, name) ? t[name] : undefined;
}

/** Adds an area's facts, e.g. `actionMetaTable(fixtureArea)` in tests. */
export function addActionMeta(more: ActionMetaTable): void {
  Object.assign(added, more);
}

/** Every Action's facts (the registry's whole table, with those added), loading the chunk if needed. */
export async function actionMetaTableLoaded(): Promise<ActionMetaTable> {
  return { ...(await load()), ...added };
}
