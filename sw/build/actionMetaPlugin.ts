import type { Plugin } from 'vite';
import { actionMetaTable } from '../../src/contract/actionMeta';
import { actions, type Registry } from '../../src/contract/actions';

export const ACTION_META_MODULE = 'virtual:action-meta';
const RESOLVED = `\0${ACTION_META_MODULE}`;

/**
 * `virtual:action-meta`: every Action's light facts (kind, offline policy, lane, quiet,
 * invalidates, mirror, title; no zod schema) as one JSON module, built from the registry. The
 * console imports it dynamically, so it is a small chunk of its own, not part of start-up.
 */
export function actionMetaPlugin(registry: Registry = actions): Plugin {
  return {
    name: 'console-action-meta',
    resolveId: (id) => (id === ACTION_META_MODULE ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(actionMetaTable(registry))};` : null),
  };
}
