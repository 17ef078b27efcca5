import { z } from 'zod';
import { bodyLimitOf } from './action';
import { actions, type Registry } from './actions';

export interface ActionSchemaEntry {
  kind: 'read' | 'write';
  access: 'public' | 'user';
  summary: string;
  module?: string;
  permission?: string;
  invalidates?: readonly string[];
  /** Largest accepted request body, bytes. */
  bodyLimit: number;
  params: unknown;
  result: unknown;
}

/** The registry as JSON Schema, one entry per Action: the API reference served at GET /api/schema. */
export function registryJsonSchema(registry: Registry = actions): { envelope: unknown; actions: Record<string, ActionSchemaEntry> } {
  const out: Record<string, ActionSchemaEntry> = {};
  for (const [name, def] of Object.entries(registry)) {
    const entry: ActionSchemaEntry = {
      kind: def.kind,
      access: def.access,
      summary: def.summary,
      bodyLimit: bodyLimitOf(def),
      params: z.toJSONSchema(def.params, { io: 'input', unrepresentable: 'any' }),
      result: z.toJSONSchema(def.result, { io: 'output', unrepresentable: 'any' }),
    };
    if (def.module) entry.module = def.module;
    if (def.permission) entry.permission = def.permission;
    if (def.invalidates?.length) entry.invalidates = def.invalidates;
    out[name] = entry;
  }
  return {
    envelope: {
      type: 'object',
      required: ['RetCode', 'Message'],
      properties: {
        RetCode: { type: 'integer' },
        Message: { type: 'string' },
        MessageKey: { type: 'string', description: 'A failure whose Message is not its RetCode default: the key of the Message, for translation.' },
        MessageParams: { type: 'object', additionalProperties: { type: ['string', 'number'] }, description: 'The parameters of MessageKey.' },
        Data: {},
      },
    },
    actions: out,
  };
}
