/**
 * `npm test`: every check, in lanes that run side by side, because none keeps a 2-core machine busy
 * on its own (the gateway suite waits on PostgreSQL and on timers, the browser tests on Chromium and
 * on the network). The long lanes start at once:
 *   checks:   typecheck → lint → unit tests
 *   pglite:   the gateway suite on PGlite (vitest.config.ts)
 *   postgres: the gateway suite on PostgreSQL, when TEST_DATABASE_URL is set (one Vitest run of both
 *             projects ran them one after the other: about 870 s and then 220 s)
 *   browser:  build → browser tests (Playwright)
 * A lane stops at its first failing step; the other lanes still finish, so one run shows every
 * failure. Each line is prefixed with its lane; a summary with each step's time ends the run, and the
 * exit code is non-zero when any step failed. TEST_LANES=checks,pglite (any of them) runs those lanes.
 */
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const lanes: Record<string, string[]> = {
  checks: ['typecheck', 'lint', 'test:unit'],
  pglite: ['test:gateway:pglite'],
  ...(process.env.TEST_DATABASE_URL ? { postgres: ['test:gateway:postgres'] } : {}),
  browser: ['build', 'test:e2e:only'],
};
const only = process.env.TEST_LANES?.split(',').map((s) => s.trim()).filter(Boolean);
const chosen = Object.entries(lanes).filter(([name]) => !only || only.includes(name));
const started = Date.now();
const results: Array<{ lane: string; script: string; ok: boolean; ms: number; cpuMs: number | null; failures: string[] }> = [];
/**
 * Lines that name a failing test (Playwright's ✘, Vitest's FAIL/×, an unhandled error that fails a
 * Vitest run whose tests all passed), repeated in the summary so a log's tail shows them. Matched
 * without colour codes: Vitest colours its output even with FORCE_COLOR=0.
 */
const failureLine = /^\s*(✘|×|FAIL\b|⎯+ Unhandled|(Error|TypeError|AssertionError|Unhandled\w*):)|^\s*\d+\) \[/;
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

/** bash's `times`: the shell's own user and system time, then its children's (every process it waited for, and theirs). */
const timesLine = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/;

/**
 * Runs `npm run <script>`, each output line prefixed with the lane's name, and notes the CPU time
 * it used (user + system of it and everything it started; a PostgreSQL server's own processes are not
 * among them): on 2 cores the lanes share the CPU, so CPU time, not a lane's wall time, says which
 * step costs the run its minutes.
 */
function run(lane: string, script: string): Promise<boolean> {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const failures: string[] = [];
    const cpu: number[] = [];
    const child = spawn('bash', ['-c', 'npm run --silent "$0"; rc=$?; times; exit $rc', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          const times = timesLine.exec(line);
          if (times) {
            cpu.push(Number(times[1]) * 60 + Number(times[2]) + Number(times[3]) * 60 + Number(times[4]));
            continue;
          }
          process.stdout.write(`[${lane}] ${line}\n`);
          if (failures.length < 40 && failureLine.test(stripVTControlCharacters(line))) failures.push(stripVTControlCharacters(line).trim());
        }
      });
      stream.on('end', () => rest && process.stdout.write(`[${lane}] ${rest}\n`));
    }
    child.on('close', (code) => {
      // The second `times` line: the children's CPU time.
      const cpuMs = cpu.length >= 2 ? Math.round(cpu[1]! * 1000) : null;
      results.push({ lane, script, ok: code === 0, ms: Date.now() - t0, cpuMs, failures });
      process.stdout.write(`[${lane}] ── ${script} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(Date.now() - t0)}${cpuMs === null ? '' : `, CPU ${seconds(cpuMs)}`}\n`);
      resolve(code === 0);
    });
  });
}

await Promise.all(
  chosen.map(async ([lane, scripts]) => {
    for (const script of scripts) if (!(await run(lane, script))) return;
  }),
);

const failed = results.filter((r) => !r.ok);
console.log('\nSummary');
for (const r of results) {
  console.log(`  ${r.ok ? 'ok    ' : 'FAILED'}  ${r.lane.padEnd(8)} ${r.script.padEnd(14)} ${seconds(r.ms).padStart(6)}${r.cpuMs === null ? '' : `  CPU ${seconds(r.cpuMs).padStart(6)}`}`);
  if (!r.ok) for (const line of [...new Set(r.failures)]) console.log(`            ${line}`);
}
for (const [lane, scripts] of chosen) {
  const ran = new Set(results.filter((r) => r.lane === lane).map((r) => r.script));
  for (const s of scripts.filter((x) => !ran.has(x))) console.log(`  skipped  ${lane.padEnd(8)} ${s} (an earlier step of its lane failed)`);
}
const cpuTotal = results.reduce((sum, r) => sum + (r.cpuMs ?? 0), 0);
console.log(`  total ${seconds(Date.now() - started)}, CPU ${seconds(cpuTotal)} (${(cpuTotal / (Date.now() - started)).toFixed(2)} cores busy on average): ${failed.length ? `${failed.length} step(s) failed` : 'all passed'}`);
process.exit(failed.length || results.length === 0 ? 1 : 0);
