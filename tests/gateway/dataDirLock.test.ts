import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../src/gateway/app';
import { configFromEnv } from '../../src/gateway/config';
import { acquireDataDirLock, DATA_DIR_LOCK_FILE, DataDirLockedError } from '../../src/gateway/db/dataDirLock';
import { gatewayBundle } from './gatewayProcess';

const root = resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'gw-lock-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Runs the gateway (as `npm start` does: its bundle) on dataDir; answers its exit code and output once it ends (or is killed after 90 s). */
async function runSecondGateway(dataDir: string): Promise<{ code: number | null; output: string }> {
  const bundle = await gatewayBundle();
  return new Promise((done) => {
    const child = spawn(process.execPath, [bundle], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', STATIC_DIR: '/nonexistent', LOG_MAIL: '0', SMS_WORKERS: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), 90_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, output });
    });
  });
}

describe('exclusive lock on the embedded database folder', () => {
  it('a second gateway process on the same folder refuses to start, naming the folder and the holder pid', async () => {
    const dataDir = tempDir();
    const first = await startGateway({ ...configFromEnv({}), dataDir, databaseUrl: undefined, port: 0, host: '127.0.0.1', staticDir: '/nonexistent', logMail: false }, { log: () => undefined });
    try {
      expect(JSON.parse(readFileSync(join(dataDir, DATA_DIR_LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
      const second = await runSecondGateway(dataDir);
      expect(second.code).toBe(1);
      expect(second.output).toContain(`[gateway] cannot start: The data folder ${dataDir} is in use by gateway process ${process.pid} on ${hostname()}`);
      expect(second.output).not.toMatch(/\n\s+at /);
      // The first one still works.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      await first.close();
    }
    // Released on clean shutdown: the folder can be opened again.
    expect(existsSync(join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
    acquireDataDirLock(dataDir).release();
  }, 150_000);

  it('takes over a stale lock of a dead process on this host', () => {
    const dataDir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(join(dataDir, DATA_DIR_LOCK_FILE), JSON.stringify({ pid: dead, host: hostname(), startedAt: 1 }));
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses a live lock, a lock of another host and an unreadable one', () => {
    const dataDir = tempDir();
    const file = join(dataDir, DATA_DIR_LOCK_FILE);
    const held = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    held.release();
    // process 1 runs on every host; a record of another host cannot be checked, so it stays.
    writeFileSync(file, JSON.stringify({ pid: 999_999_999, host: 'other-host.example', startedAt: 1 }));
    expect(() => acquireDataDirLock(dataDir)).toThrow(/in use by gateway process 999999999 on other-host\.example/);
    writeFileSync(file, 'garbage');
    expect(() => acquireDataDirLock(dataDir)).toThrow(/unreadable lock file/);
  });
});
