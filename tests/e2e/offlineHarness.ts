import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, type Page } from '@playwright/test';
import { GATEWAY_BUNDLE } from '../../src/gateway/build/bundleGateway';
import { DEMO } from './helpers';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/**
 * A gateway of its own for the offline tests (they kill and restart it): the bundle of `npm run build`
 * on a fixed port and data folder, serving the built console (`npm run build` first).
 */
export class OwnGateway {
  private proc: ChildProcess | null = null;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'offline-e2e-'));
  /** `env`: more environment for the gateway (e.g. the Stripe provider pointed at a fake). */
  constructor(
    readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    // node itself (not npx) on the bundle `npm run build` wrote: SIGKILL then really ends the server process.
    this.proc = spawn(process.execPath, ['--enable-source-maps', GATEWAY_BUNDLE], {
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.dataDir, PUBLIC_URL: this.url, EXPOSE_OUTBOX: '1', RATE_LIMIT_SCALE: '1000', LOG_MAIL: '0', ...this.env },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: false,
    });
    this.proc.stderr?.on('data', (d: Buffer) => process.stderr.write(`[gateway ${this.port}] ${d.toString()}`));
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('gateway did not start');
  }

  /** SIGKILL: no graceful shutdown, as in a crash. */
  async kill(): Promise<void> {
    const p = this.proc;
    if (!p || p.exitCode !== null) return;
    const exited = new Promise((r) => p.once('exit', r));
    p.kill('SIGKILL');
    await exited;
    for (let i = 0; i < 80; i++) {
      try {
        await fetch(`${this.url}/api/health`);
      } catch {
        return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async api<T>(action: string, params: Record<string, unknown> = {}, token?: string): Promise<{ RetCode: number; Message: string; Data: T }> {
    const res = await fetch(`${this.url}/api`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ Action: action, ...params }),
    });
    return (await res.json()) as { RetCode: number; Message: string; Data: T };
  }

  async signIn(): Promise<{ AccessToken: string; RefreshToken: string; AdminUserID: number }> {
    const env = await this.api<{ AccessToken: string; RefreshToken: string; AdminUserID: number }>('LoginByPassword', { Email: DEMO.email, Password: DEMO.password });
    expect(env.RetCode).toBe(0);
    return env.Data;
  }

  /** Access keys of the demo user whose name starts with prefix (the observable effect of CreateAccessKey). */
  async countKeys(token: string, prefix: string): Promise<number> {
    const env = await this.api<{ Keys: Array<{ Name: string }> }>('ListAccessKeys', {}, token);
    if (env.RetCode !== 0) throw new Error(`ListAccessKeys ${env.RetCode} ${env.Message}`);
    return env.Data.Keys.filter((k) => k.Name.startsWith(prefix)).length;
  }
}

/** How long an own gateway may take to start (a fresh data folder on a busy machine): its beforeAll hook's timeout. */
export const GATEWAY_START_MS = 180_000;

export function newProfileDir(): string {
  return mkdtempSync(join(tmpdir(), 'offline-profile-'));
}

export async function launch(profileDir: string, baseURL: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL,
    viewport: { width: 1280, height: 800 },
  });
}

/** Plants the tokens in localStorage (as sign-in does) and opens a signed-in page; `gw` signs in (an own gateway: the demo user). */
export async function signInPage(context: BrowserContext, gw: Pick<OwnGateway, 'signIn'>, path = '/dashboard'): Promise<Page> {
  const tokens = await gw.signIn();
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/signin');
  await page.evaluate((d) => {
    localStorage.setItem('token', d.AccessToken);
    localStorage.setItem('refreshToken', d.RefreshToken);
    localStorage.setItem('tokenTimestamp', String(Date.now()));
    localStorage.setItem('adminUserId', String(d.AdminUserID));
    localStorage.setItem('language', 'en');
  }, tokens);
  await page.goto(path);
  return page;
}

/** Waits until the service worker controls the page. */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
}

/** The built offline runtime chunk (enqueueAction, uploadFile), from Vite's build manifest. */
export function runtimeChunk(): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  return `/${manifest['offline/offlineRuntime.ts']!.file}`;
}

/** The token the page uses now. */
export async function pageToken(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('token') ?? '');
}

/** Polls until fn() is true. */
export async function until(fn: () => Promise<boolean>, timeoutMs = 90_000, stepMs = 100): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await fn()) return;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  throw new Error('condition not met in time');
}
