import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { FINAL_TASK_STATUSES } from '../../src/contract/sms/taskStatus';
import { test } from './test';
import { apiClient, signInByApi } from './helpers';

/** The result colours of ui/charts/chartColors.css: Tailwind 600/700 tones in the light theme, 300/400 in the dark one. */
const LIGHT = ['#4f46e5', '#059669', '#dc2626', '#b45309', '#7c3aed'];
const DARK = ['#818cf8', '#34d399', '#f87171', '#fbbf24', '#a78bfa'];

/** How many pixels of the page's uPlot canvases are (within a small tolerance) each of `colors`, summed. */
async function pixelsOf(page: Page, colors: readonly string[]): Promise<number> {
  return page.evaluate((hexes) => {
    const wanted = hexes.map((h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)));
    let n = 0;
    for (const canvas of document.querySelectorAll<HTMLCanvasElement>('.uplot canvas')) {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3]! < 250) continue;
        if (wanted.some(([r, g, b]) => Math.abs(data[i]! - r!) <= 6 && Math.abs(data[i + 1]! - g!) <= 6 && Math.abs(data[i + 2]! - b!) <= 6)) n++;
      }
    }
    return n;
  }, colors);
}

test('the trend chart draws in the colours of the theme shown and draws again when the theme changes', async ({ page, request }) => {
  const api = await apiClient(request);
  const exchange = 200 + Math.floor(Math.random() * 700);
  const task = await api<{ TaskId: string }>({
    Action: 'AddUSMSSendTask',
    PhoneNumbers: [`+1415${exchange}1199`, `+1415${exchange}1299`, `+1415${exchange}1301`],
    Content: 'Chart colours check. Reply STOP to opt out.',
    IdempotencyKey: `e2e-chart-${Date.now()}-${Math.random()}`,
  });
  const finished = async () => FINAL_TASK_STATUSES.includes((await api<{ Tasks: { Status: number }[] }>({ Action: 'DescribeUSMSTaskStatus', TaskIds: [task.TaskId] })).Tasks[0]!.Status);
  await expect.poll(finished, { timeout: 40_000, intervals: [500] }).toBe(true);

  mkdirSync('test-results/chart-theme', { recursive: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await signInByApi(page, request);
  await page.goto('/sms/analytics');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('.uplot canvas').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => pixelsOf(page, LIGHT)).toBeGreaterThan(20);
  expect(await pixelsOf(page, DARK)).toBe(0);
  await page.screenshot({ path: 'test-results/chart-theme/analytics-light.png' });

  // The system switches to dark while the choice is "system": the page follows, and the chart is drawn again.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => pixelsOf(page, DARK)).toBeGreaterThan(20);
  expect(await pixelsOf(page, LIGHT)).toBe(0);
  await page.screenshot({ path: 'test-results/chart-theme/analytics-dark.png' });
});

test('a live theme switch changes colours at once: no element fades through in-between colours', async ({ page, request }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signInByApi(page, request);
  // Its range and export buttons have `transition-colors` (ui/Button.tsx); axe once caught them mid-fade.
  await page.goto('/bill/management');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('button.transition-colors >> visible=true').first()).toBeVisible();
  const runningTransitions = () => page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length);
  expect(await runningTransitions()).toBe(0);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await runningTransitions()).toBe(0);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await runningTransitions()).toBe(0);
});
