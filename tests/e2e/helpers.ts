import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';

export const DEMO = { email: 'demo@example.com', password: 'Demo-2026!' };

export interface OutboxMessage {
  Channel: string;
  Recipient: string;
  Subject: string;
  Body: string;
  CreateTime: number;
}

/** Stored e-mails and codes for one recipient, newest first (gateway with EXPOSE_OUTBOX=1). */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as OutboxMessage[];
}

/** Polls the outbox until a message matches. */
export async function waitForMessage(request: APIRequestContext, recipients: string[], match: RegExp): Promise<RegExpMatchArray> {
  for (let i = 0; i < 40; i++) {
    for (const to of recipients) {
      for (const m of await outbox(request, to)) {
        const found = `${m.Subject}\n${m.Body}`.match(match);
        if (found) return found;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No message for ${recipients.join(', ')} matching ${match}`);
}

/** Signs in through the API and plants the tokens before any page script runs. */
export async function signInByApi(page: Page, request: APIRequestContext, email = DEMO.email, password = DEMO.password): Promise<void> {
  const res = await request.post('/api', { data: { Action: 'LoginByPassword', Email: email, Password: password } });
  const body = (await res.json()) as { RetCode: number; Data: { AccessToken: string; RefreshToken: string; AdminUserID: number } };
  expect(body.RetCode).toBe(0);
  const d = body.Data;
  await page.addInitScript(
    ([token, refresh, id, mail]) => {
      if (sessionStorage.getItem('e2e-planted')) return;
      sessionStorage.setItem('e2e-planted', '1');
      localStorage.setItem('token', token!);
      localStorage.setItem('refreshToken', refresh!);
      localStorage.setItem('tokenTimestamp', String(Date.now()));
      localStorage.setItem('adminUserId', id!);
      localStorage.setItem('userEmail', mail!);
    },
    [d.AccessToken, d.RefreshToken, String(d.AdminUserID), email],
  );
}

/** Fixes the language before the app starts. */
export async function useLanguage(page: Page, language: 'en' | 'zh'): Promise<void> {
  await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/** Runs axe-core in the page and returns its violations, summarised for a readable failure. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colour transitions still running (a hover after a click, a dialog fading in) end first: axe would
  // read a colour half-way. A theme switch has none (lib/theme.ts; chart-theme.spec). Spinners run on.
  await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined)));
  });
  // axe is injected once per document (parsing its 550 KB costs about as much as a run).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A fresh, activated account made through the API (sign-up code and activation link from the outbox). */
export async function createActiveUser(request: APIRequestContext, password = 'Fresh-2026!'): Promise<{ email: string; password: string }> {
  return createUser(request, password, true);
}

/** A fresh account made through the API, activated or still waiting for its activation link. */
export async function createUser(request: APIRequestContext, password: string, activate: boolean): Promise<{ email: string; password: string }> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `user-${stamp}@example.org`;
  const phone = `55${stamp.slice(-8)}`;
  const api = async (data: object) => {
    const body = (await (await request.post('/api', { data })).json()) as { RetCode: number; Message: string };
    expect(body.RetCode, `${JSON.stringify(data)}: ${body.Message}`).toBe(0);
  };
  await api({ Action: 'SendRegisterPhoneCodeV1', Phone: phone, PhonePrefix: '1' });
  const [code] = await waitForMessage(request, [`1${phone}`], /\b\d{6}\b/);
  await api({ Action: 'RegisterAdminUser', Email: email, Password: password, DisplayName: 'Fresh User', Phone: phone, PhonePrefix: '1', PhoneCode: code, Country: 'US' });
  if (!activate) return { email, password };
  const [, key] = await waitForMessage(request, [email], /\/active\?key=([^\s&]+)/);
  await api({ Action: 'ActivateAdminUser', Key: decodeURIComponent(key!) });
  return { email, password };
}

/** The gateway as a script would use it: a Bearer token from LoginByPassword; a failed Action fails the test with its Message. */
export async function apiClient(request: APIRequestContext) {
  const login = (await (await request.post('/api', { data: { Action: 'LoginByPassword', Email: DEMO.email, Password: DEMO.password } })).json()) as { Data: { AccessToken: string } };
  return async <T>(data: Record<string, unknown>): Promise<T> => {
    const body = (await (await request.post('/api', { headers: { Authorization: `Bearer ${login.Data.AccessToken}` }, data })).json()) as { RetCode: number; Message: string; Data: T };
    expect(body.RetCode, `${String(data.Action)}: ${body.Message}`).toBe(0);
    return body.Data;
  };
}

/** A new account is welcomed first (no package yet): "Later" (the dialog's first button, in either language) puts it off for the day. */
export async function dismissWelcome(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The gateway as a fresh account's script: a failed Action fails the test with its Message. */
export async function accountApi(request: APIRequestContext, email: string, password: string) {
  const login = (await (await request.post('/api', { data: { Action: 'LoginByPassword', Email: email, Password: password } })).json()) as { Data: { AccessToken: string } };
  return async <T>(data: Record<string, unknown>): Promise<T> => {
    const body = (await (await request.post('/api', { headers: { Authorization: `Bearer ${login.Data.AccessToken}` }, data })).json()) as { RetCode: number; Message: string; Data: T };
    expect(body.RetCode, `${String(data.Action)}: ${body.Message}`).toBe(0);
    return body.Data;
  };
}

/**
 * Opens a console route: by loading it when the page shows no console yet, else from inside the
 * console (`openInApp`), as a reader's clicks do — one start-up for a run over many pages.
 */
export async function openRoute(page: Page, path: string): Promise<void> {
  if (page.url().startsWith('http')) await openInApp(page, path);
  else await page.goto(path);
}

/**
 * Opens `path` as a link inside the console does (history.pushState, which the router follows): the
 * document, its scripts and an injected axe stay, so a run over many pages costs a page's render
 * each instead of a whole start-up. Then waits until it settles: no request in flight for 500 ms
 * (Playwright's networkidle, which only applies to a document load) and no loading state left.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (r: Request) => {
    inFlight.add(r);
    lastChange = Date.now();
  };
  const ended = (r: Request) => {
    inFlight.delete(r);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate(async (to) => {
      history.pushState(null, '', to);
      // The router renders the new route before the next frames.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }, path);
    await expect.poll(() => inFlight.size === 0 && Date.now() - lastChange >= 500, { timeout: 30_000, intervals: [100] }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  await expect(page.locator('[aria-busy="true"], [role="status"] .animate-spin')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * The page has loaded and no part of it is busy: no request for 500 ms after the load (Playwright's
 * networkidle) and no `aria-busy` element left (30 s: the machine running the suite may be busy).
 * `pointerAway` first moves the pointer off the last clicked control (a hover style would change colours).
 */
export async function settle(page: Page, options: { pointerAway?: boolean } = {}): Promise<void> {
  if (options.pointerAway) await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

/** The values of the drafts this browser holds (the console's IndexedDB `console-offline`, table drafts), each as JSON. */
export async function storedDraftValues(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('console-offline');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { value: unknown }[]).map((d) => JSON.stringify(d.value)));
          };
          all.onerror = () => {
            db.close();
            resolve([]);
          };
        };
      }),
  );
}
