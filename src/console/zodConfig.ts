import { config } from 'zod';

/**
 * zod's JIT probes `new Function` on first parse; under the console's CSP (script-src 'self', no
 * 'unsafe-eval') that probe is a CSP violation Chrome reports as an issue. The console parses small
 * forms, so the interpreter is plenty. Imported first by main.tsx.
 */
config({ jitless: true });
