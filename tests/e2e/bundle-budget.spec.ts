import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './test';
import { sendingTexts } from '../../src/console/areas/sms/texts/sending';
import { overviewTexts } from '../../src/console/messaging/texts/overview';
import { overviewTextsZh } from '../../src/console/messaging/texts/overview.zh';
import { sendingTextsZh } from '../../src/console/areas/sms/texts/sending.zh';
import { zh } from '../../src/console/i18n/locales/zh';
import { BUDGETS, demoTokens, kb, loadedScripts, totalGzip, type LoadedScript } from '../bench/scriptBudget';

/**
 * Start-up budgets (issue 8), measured like `npm run bench:web`: the gzip size of every script
 * Chromium downloads for a first visit until the network is idle. Start-up cost must not grow with
 * the number of areas: no start-up script carries another area's Action names or page texts.
 */

/** Plain SMS page sentences (no quotes or placeholders, so they appear verbatim in a bundle). */
function leaves(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(leaves);
  return [];
}
// Spec messages the contract owns (shown by any page, e.g. a RetCode's Message) are not SMS texts.
const contractMessages = readFileSync(new URL('../../src/contract/messages.ts', import.meta.url), 'utf8');
const smsTexts = [...leaves(sendingTexts.en), ...leaves(overviewTexts.en), ...leaves(sendingTextsZh)].filter(
  (s) => s.length >= 24 && !/[{'"\\]/.test(s) && !contractMessages.includes(s),
);

const list = (scripts: LoadedScript[]) => scripts.map((s) => `${s.path} ${kb(s.gzip)}`).join(', ');
const carrying = (scripts: LoadedScript[], needle: string) => scripts.filter((s) => s.body.includes(needle)).map((s) => s.path);

test.describe('start-up scripts', () => {
  test.setTimeout(180_000);

  test(`/signin downloads at most ${kb(BUDGETS.signin)} of JavaScript`, async ({ browser, baseURL }) => {
    const scripts = await loadedScripts(browser, baseURL!, '/signin');
    expect(scripts.length).toBeGreaterThan(2);
    expect(totalGzip(scripts), list(scripts)).toBeLessThanOrEqual(BUDGETS.signin);
  });

  test('/signin downloads nothing of the SMS area', async ({ browser, baseURL }) => {
    const scripts = await loadedScripts(browser, baseURL!, '/signin');
    expect(scripts.length).toBeGreaterThan(2);
    expect(smsTexts.length).toBeGreaterThan(10);
    expect(carrying(scripts, 'AddUSMSSendTask'), 'an SMS write Action name').toEqual([]);
    for (const text of smsTexts) expect(carrying(scripts, text), `SMS text "${text}"`).toEqual([]);
  });

  test(`/dashboard (signed in) downloads at most ${kb(BUDGETS.dashboard)} of JavaScript`, async ({ browser, baseURL }) => {
    const scripts = await loadedScripts(browser, baseURL!, '/dashboard', { tokens: await demoTokens(baseURL!) });
    expect(scripts.some((s) => /\/dashboard-[\w-]+\.js$/.test(s.path)), list(scripts)).toBe(true);
    expect(totalGzip(scripts), list(scripts)).toBeLessThanOrEqual(BUDGETS.dashboard);
  });

  test('/dashboard (signed in) loads no SMS page text, Dexie, uPlot, dialog or menu code at start-up', async ({ browser, baseURL }) => {
    const scripts = await loadedScripts(browser, baseURL!, '/dashboard', { tokens: await demoTokens(baseURL!) });
    expect(scripts.some((s) => /\/dashboard-[\w-]+\.js$/.test(s.path)), list(scripts)).toBe(true);
    for (const text of smsTexts) expect(carrying(scripts, text), `SMS text "${text}"`).toEqual([]);
    // Loaded only when needed: Dexie with the outbox (stored work, a queued write), uPlot (a chart with data), Headless UI's dialog (a dialog opens), the top bar's menus (a menu button is hovered, focused or pressed).
    for (const lib of ['/uPlot.min-', '/offlineDb-', '/ModalFrame-', '/topBarMenus-']) expect(scripts.filter((s) => s.path.includes(lib)).map((s) => s.path), list(scripts)).toEqual([]);
  });

  test("an area's Chinese texts load only for a Chinese reader of that area", async ({ browser, baseURL }) => {
    const tokens = await demoTokens(baseURL!);
    const chineseTitle = overviewTextsZh.title;
    const english = await loadedScripts(browser, baseURL!, '/sms/overview', { tokens, language: 'en' });
    expect(carrying(english, overviewTexts.en.title).length, list(english)).toBeGreaterThan(0);
    expect(carrying(english, chineseTitle), list(english)).toEqual([]);
    const chinese = await loadedScripts(browser, baseURL!, '/sms/overview', { tokens, language: 'zh' });
    expect(carrying(chinese, chineseTitle).length, list(chinese)).toBeGreaterThan(0);
  });

  test('Chinese texts load only for a Chinese reader', async ({ browser, baseURL }) => {
    const chineseTitle = zh.routes.signin;
    const english = await loadedScripts(browser, baseURL!, '/signin', { language: 'en' });
    expect(carrying(english, chineseTitle), list(english)).toEqual([]);
    const chinese = await loadedScripts(browser, baseURL!, '/signin', { language: 'zh' });
    expect(carrying(chinese, chineseTitle).length, list(chinese)).toBeGreaterThan(0);
  });
});
