import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from '@playwright/test';

/**
 * What a first visit really downloads: every script Chromium fetches for a page until the network
 * has been quiet for `quietMs` with nothing in flight (deferred loads such as the offline layer started on idle count too).
 * Sizes are the gzip size (level 9) of each response body, whatever encoding the gateway chose.
 * The service worker's own precache fetches run in the worker, not the page, and are not counted.
 * Shared by `npm run bench:web` and tests/e2e/bundle-budget.spec.ts.
 */

/** Budgets (issue 8): gzip bytes. */
export const BUDGETS = {
  signin: 120 * 1024,
  dashboard: 170 * 1024,
  routeChunk: 50 * 1024,
} as const;

export interface LoadedScript {
  /** Path of the script, e.g. /assets/main-abc.js. */
  path: string;
  gzip: number;
  /** The decoded body, to look inside (Action names, texts). */
  body: string;
}

export interface Tokens {
  AccessToken: string;
  RefreshToken: string;
  AdminUserID: number;
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Signs the demo account in through the API (the gateway creates it on first start). */
export async function demoTokens(base: string): Promise<Tokens> {
  const res = await fetch(`${base}/api`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Action: 'LoginByPassword', Email: 'demo@example.com', Password: 'Demo-2026!' }),
  });
  const body = (await res.json()) as { RetCode: number; Message: string; Data: Tokens };
  if (body.RetCode !== 0) throw new Error(`demo sign-in failed: ${body.RetCode} ${body.Message}`);
  return body.Data;
}

async function plantSession(context: BrowserContext, tokens: Tokens | null, language: 'en' | 'zh'): Promise<void> {
  await context.addInitScript(
    ([t, lng]) => {
      if (sessionStorage.getItem('budget-planted')) return;
      sessionStorage.setItem('budget-planted', '1');
      localStorage.setItem('language', lng as string);
      if (!t) return;
      const tok = t as { AccessToken: string; RefreshToken: string; AdminUserID: number };
      localStorage.setItem('token', tok.AccessToken);
      localStorage.setItem('refreshToken', tok.RefreshToken);
      localStorage.setItem('tokenTimestamp', String(Date.now()));
      localStorage.setItem('adminUserId', String(tok.AdminUserID));
    },
    [tokens, language] as const,
  );
}

/**
 * Opens `path` in a fresh context (empty cache, no service worker yet) and records every script
 * the page downloads until no request has started for `quietMs`.
 */
export async function loadedScripts(
  browser: Browser,
  base: string,
  path: string,
  options: { tokens?: Tokens | null; language?: 'en' | 'zh'; quietMs?: number } = {},
): Promise<LoadedScript[]> {
  const context = await browser.newContext();
  try {
    await plantSession(context, options.tokens ?? null, options.language ?? 'en');
    const page = await context.newPage();
    const pending: Promise<LoadedScript | null>[] = [];
    // Quiet means: nothing in flight and nothing started or finished for quietMs.
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', () => {
      inFlight++;
      lastActivity = Date.now();
    });
    const settled = () => {
      inFlight--;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('response', (res) => {
      const url = new URL(res.url());
      const type = res.request().resourceType();
      const isScript = type === 'script' || (type === 'other' && url.pathname.endsWith('.js')) || url.pathname.endsWith('.js') || url.pathname.endsWith('.mjs');
      if (!isScript || url.origin !== new URL(base).origin) return;
      pending.push(
        res
          .body()
          .then((buf) => ({ path: url.pathname, gzip: gzipSync(buf, { level: 9 }).length, body: buf.toString('utf8') }))
          .catch(() => null),
      );
    });
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    const quietMs = options.quietMs ?? 2500;
    const deadline = Date.now() + 60_000;
    while ((inFlight > 0 || Date.now() - lastActivity < quietMs) && Date.now() < deadline) await page.waitForTimeout(250);
    const scripts = (await Promise.all(pending)).filter((s): s is LoadedScript => s !== null);
    // One entry per file (a script fetched twice still costs one download on a warm cache).
    return [...new Map(scripts.map((s) => [s.path, s])).values()].sort((a, b) => b.gzip - a.gzip);
  } finally {
    await context.close();
  }
}

export const totalGzip = (scripts: readonly LoadedScript[]) => scripts.reduce((n, s) => n + s.gzip, 0);
export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
