import { z } from 'zod';
import { actions } from './actions';

export interface ActionSchemaEntry {
  kind: 'read' | 'write';
  access: 'public' | 'user';
  summary: string;
  module?: string;
  permission?: string;
  invalidates?: readonly string[];
  params: unknown;
  result: unknown;
}

/** The registry as JSON Schema, one entry per Action: the API reference served at GET /api/schema. */
export function registryJsonSchema(): { envelope: unknown; actions: Record<string, ActionSchemaEntry> } {
  const out: Record<string, ActionSchemaEntry> = {};
  for (const [name, def] of Object.entries(actions)) {
    const entry: ActionSchemaEntry = {
      kind: def.kind,
      access: def.access,
      summary: def.summary,
      params: z.toJSONSchema(def.params, { io: 'input', unrepresentable: 'any' }),
      result: z.toJSONSchema(def.result, { io: 'output', unrepresentable: 'any' }),
    };
    if ('module' in def && def.module) entry.module = def.module;
    if ('permission' in def && def.permission) entry.permission = def.permission;
    if ('invalidates' in def && def.invalidates) entry.invalidates = def.invalidates;
    out[name] = entry;
  }
  return {
    envelope: {
      type: 'object',
      required: ['RetCode', 'Message'],
      properties: { RetCode: { type: 'integer' }, Message: { type: 'string' }, Data: {} },
    },
    actions: out,
  };
}
