/**
 * zod's JIT probes `new Function` on first parse; under the console's CSP (script-src 'self', no
 * 'unsafe-eval') that probe is a CSP violation Chrome reports as an issue. The console parses small
 * forms, so the interpreter is plenty. Imported first by main.tsx.
 *
 * zod keeps its global configuration on `globalThis.__zod_globalConfig` (created by zod only when
 * absent, so every copy of zod shares it). Setting it here, without importing zod, keeps zod out of
 * the entry: pages that validate load it with their own chunk (zodConfig.fresh.test.ts checks zod sees it).
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
export {};
