import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { bundleGateway } from '../../src/gateway/build/bundleGateway';

/**
 * A gateway running as its own process, as `npm start` starts it: the bundle of
 * src/gateway/build/bundleGateway.ts, made once per test process from the current sources (the
 * process is node itself, so the pid is the gateway's own and kill -9 reaches it).
 */
export interface GatewayProcess {
  url: string;
  pid: number;
  /** Output so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Ends the process with the signal and waits for it to exit. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

let bundle: Promise<string> | null = null;
/**
 * The gateway bundled from the current sources, once per test process, into a folder of its own
 * under node_modules/.cache (inside the repository, so the bundle's imports find node_modules),
 * named by the process id; the folders of processes that have ended are removed here.
 */
export function gatewayBundle(): Promise<string> {
  if (!bundle) {
    const cache = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'gateway-test');
    mkdirSync(cache, { recursive: true });
    for (const name of readdirSync(cache)) if (!processAlive(Number(name))) rmSync(join(cache, name), { recursive: true, force: true });
    bundle = bundleGateway(join(cache, String(process.pid), 'main.mjs'));
  }
  return bundle;
}

function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Starts a gateway process with `env` on top of a quiet test environment; resolves once it listens. */
export async function startGatewayProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<GatewayProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', await gatewayBundle()], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', HOST: '127.0.0.1', PORT: String(port), STATIC_DIR: '/nonexistent', LOG_MAIL: '0', WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway process did not start in ${timeoutMs} ms:\n${out}`)), timeoutMs);
    const check = () => {
      if (/console and API on|worker \d+ ready/.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`gateway process exited at start:\n${out}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => out,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** POST /api as a signed-in user; answers the envelope. */
export async function callApi<T = unknown>(url: string, token: string, body: Record<string, unknown>): Promise<{ RetCode: number; Message: string; Data: T }> {
  const res = await fetch(`${url}/api`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { RetCode: number; Message: string; Data: T };
}
