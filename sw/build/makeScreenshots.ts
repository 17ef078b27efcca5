/**
 * Writes the manifest screenshots to public/ from a running console (run:
 * `npx tsx sw/build/makeScreenshots.ts http://localhost:8080`): /signin at 540x960 (narrow) and the
 * demo account's /dashboard at 1280x800 (wide), as JPEG to keep them small.
 */
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:8080';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const out = (name: string) => new URL(`../../public/${name}`, import.meta.url).pathname;

const narrow = await browser.newPage({ viewport: { width: 540, height: 960 } });
await narrow.goto(`${base}/signin`);
await narrow.getByRole('heading', { level: 1 }).waitFor();
await narrow.screenshot({ path: out('screenshot-narrow.jpg'), type: 'jpeg', quality: 70 });

const wide = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const login = await wide.request.post(`${base}/api`, { data: { Action: 'LoginByPassword', Email: 'demo@example.com', Password: 'Demo-2026!' } });
const tokens = ((await login.json()) as { Data: { AccessToken: string; RefreshToken: string; AdminUserID: number } }).Data;
await wide.goto(`${base}/signin`);
await wide.evaluate((d) => {
  localStorage.setItem('token', d.AccessToken);
  localStorage.setItem('refreshToken', d.RefreshToken);
  localStorage.setItem('tokenTimestamp', String(Date.now()));
  localStorage.setItem('adminUserId', String(d.AdminUserID));
}, tokens);
await wide.goto(`${base}/dashboard`);
await wide.getByRole('heading', { level: 1 }).waitFor();
await wide.waitForTimeout(1500);
await wide.keyboard.press('Escape');
await wide.screenshot({ path: out('screenshot-wide.jpg'), type: 'jpeg', quality: 70 });
await browser.close();
console.log('screenshots written to public/');
