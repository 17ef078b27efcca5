import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { rowOf, settle } from './audienceHelpers';
import { accountApi, axeViolations, DEMO, openRoute, signInByApi, useLanguage } from './helpers';
import { axeBothThemes } from './pageChecks';
import { test } from './test';

/** The machine running the suite may be busy: conversion, review (2 s) and the simulated calls (0.5-4 s) get time. */
const slow = expect.configure({ timeout: 90_000 });
const shots = 'test-results/vms-task';

async function fits(page: Page, width: number, what: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} at ${width} px`).toBeLessThanOrEqual(width);
}

/**
 * Voice calls (issue 14): an audio spoken by espeak-ng and encoded to MP3 at test time is uploaded,
 * converted and played; an audio template is made of it and passes review; a task calls three
 * numbers from /vms/sending and the task page follows it to Submit Success; the records list the
 * calls. The sending, task, records and overview pages at 390 and 1366 px in English and Chinese,
 * axe clean (screenshots in test-results/vms-task/).
 */
test.describe('voice calls', () => {
  test.describe.configure({ timeout: 300_000 });

  test('upload audio, play it, make a template, start a task and watch it complete', async ({ page, request }) => {
    const work = mkdtempSync(join(tmpdir(), 'vms-task-e2e-'));
    try {
      const wav = join(work, 'spoken.wav');
      execFileSync('espeak-ng', ['-w', wav, 'This is the Riverside clinic calling to remind you of your appointment tomorrow at nine.']);
      const stamp = Date.now().toString(36);
      const mp3 = join(work, `reminder_${stamp}.mp3`);
      execFileSync('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', wav, '-c:a', 'libmp3lame', '-f', 'mp3', mp3]);

      await signInByApi(page, request);
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto('/vms/audio');
      await settle(page);
      await page.getByLabel('Audio file', { exact: true }).setInputFiles(mp3);
      const row = rowOf(page, `reminder_${stamp}.mp3`);
      await slow(row).toContainText('Success');
      await row.getByRole('button', { name: `Play reminder_${stamp}.mp3` }).click();
      const player = page.getByTestId('vms-player');
      await slow.poll(() => player.evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(1);
      await player.evaluate((a: HTMLAudioElement) => a.play());
      await slow.poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.2);
      await player.evaluate((a: HTMLAudioElement) => a.pause());

      await page.goto('/vms/new-template');
      await page.getByLabel('Template name').fill(`Recorded reminder ${stamp}`);
      await page.getByLabel('Audio', { exact: true }).check();
      await page.getByLabel('Audio file').selectOption({ label: `reminder_${stamp}.mp3` });
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await expect(page).toHaveURL(/\/vms\/template$/);
      await slow(rowOf(page, `Recorded reminder ${stamp}`)).toContainText('Pass');

      await page.goto('/vms/sending');
      await settle(page);
      await page.getByLabel('Voice template').selectOption({ label: `Recorded reminder ${stamp}` });
      await expect(page.getByTestId('voice-preview')).toContainText('up to 1 billed minute');
      await page.getByLabel('Phone numbers').fill('+12025550199, +12025550188\n+12025550101');
      await page.getByText('All day', { exact: true }).click();
      // A special call-out number must be a phone number: the form says so before anything is sent.
      await page.getByText('Special', { exact: true }).click();
      await page.getByLabel('Special call-out number').fill('12ab');
      await page.getByRole('button', { name: 'Start calls' }).click();
      await expect(page.getByText('CallOutNumber must be a phone number of 5 to 15 digits')).toBeVisible();
      await page.getByLabel('Special call-out number').fill('+1 202 555 0100');
      await settle(page);
      await axeBothThemes(page, '/vms/sending');
      await page.getByRole('button', { name: 'Start calls' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Start these voice calls?');
      await expect(dialog).toContainText('+1 202 555 0100');
      await dialog.getByRole('button', { name: 'Start calls' }).click();

      await expect(page).toHaveURL(/\/vms\/task\/[^/]+\/[^/]+\/[^/]+$/);
      await slow(page.getByText('Submit Success', { exact: true }).first()).toBeVisible();
      await expect(page.getByText('3 of 3 calls ended (100%)')).toBeVisible();
      await settle(page);
      await axeBothThemes(page, '/vms/task');
      await page.getByRole('link', { name: 'View and export these records' }).click();
      await expect(page).toHaveURL(/\/vms\/message\?/);
      await expect(page.locator('[data-row]')).toHaveCount(3);
      // Each call with its billing duration and remark: +…01 always fails (not answered), the others are answered.
      await expect(page.getByRole('columnheader', { name: 'Billing duration' })).toBeVisible();
      await expect(page.locator('[data-row]').filter({ hasText: '+12025550199' })).toContainText('Answered');
      await expect(page.locator('[data-row]').filter({ hasText: '+12025550199' })).toContainText('60 s');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  for (const language of ['en', 'zh'] as const) {
    test(`the voice task pages at 390 and 1366 px (${language})`, async ({ page, request }) => {
      // A passed text template and a task with it, made through the gateway, so the pages have rows.
      const api = await accountApi(request, DEMO.email, DEMO.password);
      const template = await api<{ TemplateId: string }>({ Action: 'CreateVoiceTemplate', TemplateName: language === 'zh' ? '复诊提醒' : 'Follow-up reminder', Type: 1, Content: 'Your follow-up visit at the Riverside Family Clinic is on Monday at nine.' });
      await expect.poll(async () => (await api<{ Status: number }>({ Action: 'GetVoiceTemplate', TemplateId: template.TemplateId })).Status, { timeout: 60_000 }).toBe(7);
      const task = await api<{ TaskId: string; AccountId: string; SessionNo: string }>({ Action: 'AddUVMSSendTask', IdempotencyKey: `vms-pages-${language}-${Date.now()}`, TemplateId: template.TemplateId, PhoneNumbers: ['+12025550101', '+12025550199', '+447400900123'], TaskName: 'Monday reminders', CallPeriod: 1 });
      const pages = ['/vms/overview', '/vms/sending', `/vms/task/${task.TaskId}/${task.AccountId}/${task.SessionNo}`, '/vms/message'];
      await useLanguage(page, language);
      await signInByApi(page, request);
      mkdirSync(shots, { recursive: true });
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        for (const path of pages) {
          await openRoute(page, path);
          await expect(page.locator('main h1')).toBeVisible();
          await settle(page);
          await fits(page, width, path);
          if (width === 1366) expect(await axeViolations(page), `${path} ${language}`).toEqual([]);
          else await axeBothThemes(page, `${path} ${width} ${language}`);
          await page.screenshot({ path: `${shots}/${path.slice('/vms/'.length).split('/')[0]}-${width}-${language}.png`, fullPage: true });
        }
      }
    });
  }
});
