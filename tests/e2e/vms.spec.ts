import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { rowOf, settle } from './audienceHelpers';
import { axeViolations, createActiveUser, dismissWelcome, signInByApi } from './helpers';
import { formatAudioDuration } from '../../src/console/areas/vms/audio/formatAudioDuration';
import { test } from './test';

/**
 * Voice (issue 14): an audio file spoken by espeak-ng and encoded to MP3 at test time is uploaded on
 * /vms/audio, converted (Processing, then Success with its duration) and played by the page's
 * <audio> element; a file name the spec does not allow is refused before any byte is sent; a text
 * template and an audio template are made and pass review. The pages at 390 px and 1366 px in English and Chinese, axe clean in light and dark (screenshots in test-results/vms/).
 */
const shots = 'test-results/vms';

async function axeLightAndDark(page: Page, what: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await axeViolations(page), `${what} (${theme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('voice audio', () => {
  test.describe.configure({ timeout: 240_000 });

  test('upload an MP3, see it converted, play it; make a text and an audio template; the pages at 390 and 1366 px in English and Chinese', async ({ page, request }) => {
    const work = mkdtempSync(join(tmpdir(), 'vms-e2e-'));
    try {
      const wav = join(work, 'spoken.wav');
      execFileSync('espeak-ng', ['-w', wav, 'Hello from the Riverside clinic. Your appointment is tomorrow at nine.']);
      const mp3 = join(work, 'clinic_reminder-{v1}+final.mp3');
      execFileSync('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', wav, '-c:a', 'libmp3lame', '-f', 'mp3', mp3]);
      const seconds = Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', wav], { encoding: 'utf8' }).trim());
      const badName = join(work, 'reminder (copy).mp3');
      execFileSync('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', wav, '-c:a', 'libmp3lame', '-f', 'mp3', badName]);

      const user = await createActiveUser(request);
      await signInByApi(page, request, user.email, user.password);
      mkdirSync(shots, { recursive: true });
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto('/vms/audio');
      await dismissWelcome(page);
      await settle(page);
      await expect(page.getByRole('heading', { name: 'Audio files', level: 1 })).toBeVisible();
      await expect(page.getByText('No audio files yet')).toBeVisible();

      const input = page.getByLabel('Audio file', { exact: true });
      // A name with spaces and brackets: refused in the page, nothing uploaded.
      await input.setInputFiles(badName);
      await expect(page.getByText('FileName: use letters, digits and _ + - { } . only')).toBeVisible();
      await expect(page.getByText('No audio files yet')).toBeVisible();

      await input.setInputFiles(mp3);
      const row = rowOf(page, 'clinic_reminder-{v1}+final.mp3');
      await expect(row).toContainText('MP3');
      await expect(row).toContainText('Success', { timeout: 90_000 });
      await expect(row).toContainText(formatAudioDuration(seconds * 1000));

      await row.getByRole('button', { name: 'Play clinic_reminder-{v1}+final.mp3' }).click();
      const player = page.getByTestId('vms-player');
      await expect(player).toHaveAttribute('src', /^\/api\/files\/voice-audio\/AUD[0-9A-F]{16}\?token=/);
      // The element loads the WAV and plays it: its duration is the file's, and time moves on.
      await expect.poll(() => player.evaluate((a: HTMLAudioElement) => a.duration), { timeout: 30_000 }).toBeCloseTo(seconds, 1);
      await player.evaluate((a: HTMLAudioElement) => a.play());
      await expect.poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.2);
      await player.evaluate((a: HTMLAudioElement) => a.pause());

      // Templates: a text one (spoken by espeak-ng on the gateway) and one of the converted audio file.
      await page.goto('/vms/template');
      await settle(page);
      await expect(page.getByText('No voice templates yet')).toBeVisible();
      await page.getByRole('link', { name: 'New template' }).click();
      await expect(page).toHaveURL(/\/vms\/new-template$/);
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await expect(page.getByLabel('Template name')).toHaveAccessibleDescription('Name is required');
      await expect(page.getByLabel('Text to speak')).toHaveAccessibleDescription(/Field is required/);
      await page.getByLabel('Template name').fill('Appointment reminder');
      await page.getByLabel('Text to speak').fill('Your appointment at the Riverside clinic is tomorrow at nine.');
      await settle(page);
      await page.screenshot({ path: `${shots}/new-template-1366-en.png`, fullPage: true });
      await axeLightAndDark(page, '/vms/new-template 1366 en');
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await expect(page).toHaveURL(/\/vms\/template$/);
      await expect(rowOf(page, 'Appointment reminder')).toContainText('Pass', { timeout: 60_000 });
      await page.getByRole('link', { name: 'New template' }).click();
      await page.getByLabel('Template name').fill('Recorded reminder');
      await page.getByLabel('Audio', { exact: true }).check();
      await page.getByLabel('Audio file').selectOption({ label: 'clinic_reminder-{v1}+final.mp3' });
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await expect(page).toHaveURL(/\/vms\/template$/);
      const recorded = rowOf(page, 'Recorded reminder');
      await expect(recorded).toContainText('clinic_reminder-{v1}+final.mp3');
      await expect(recorded).toContainText('Pass', { timeout: 60_000 });
      await expect(recorded).toContainText(formatAudioDuration(seconds * 1000));
      await settle(page);
      await page.screenshot({ path: `${shots}/template-1366-en.png`, fullPage: true });
      await axeLightAndDark(page, '/vms/template 1366 en');
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), '/vms/template at 390 px').toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${shots}/template-390-en.png`, fullPage: true });
      await axeLightAndDark(page, '/vms/template 390 en');
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto('/vms/audio');
      await settle(page);

      await settle(page);
      await page.screenshot({ path: `${shots}/audio-1366-en.png`, fullPage: true });
      await axeLightAndDark(page, '/vms/audio 1366 en');
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), '/vms/audio at 390 px').toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${shots}/audio-390-en.png`, fullPage: true });
      await axeLightAndDark(page, '/vms/audio 390 en');

      // Chinese: the same page with the same rows.
      await page.evaluate(() => localStorage.setItem('language', 'zh'));
      await page.reload();
      await settle(page);
      await expect(page.getByRole('heading', { name: '音频文件', level: 1 })).toBeVisible();
      await expect(rowOf(page, 'clinic_reminder-{v1}+final.mp3')).toContainText('成功');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), '/vms/audio at 390 px (zh)').toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${shots}/audio-390-zh.png`, fullPage: true });
      await axeLightAndDark(page, '/vms/audio 390 zh');
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.screenshot({ path: `${shots}/audio-1366-zh.png`, fullPage: true });
      await axeLightAndDark(page, '/vms/audio 1366 zh');
      await page.goto('/vms/template');
      await settle(page);
      await expect(rowOf(page, 'Recorded reminder')).toContainText('通过');
      await page.screenshot({ path: `${shots}/template-1366-zh.png`, fullPage: true });
      await axeLightAndDark(page, '/vms/template 1366 zh');
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), '/vms/template at 390 px (zh)').toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${shots}/template-390-zh.png`, fullPage: true });
      await axeLightAndDark(page, '/vms/template 390 zh');
      await page.goto('/vms/new-template');
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), '/vms/new-template at 390 px (zh)').toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${shots}/new-template-390-zh.png`, fullPage: true });
      await axeLightAndDark(page, '/vms/new-template 390 zh');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
