import { expect } from '@playwright/test';
import { test } from './test';
import { addDays } from '../../src/console/lib/zonedDays';
import { axeViolations, signInByApi, useLanguage } from './helpers';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

test('date fields show and take YYYY-MM-DD whatever the browser locale, and pick days from a calendar', async ({ page, request }) => {
  await page.clock.setFixedTime(new Date('2026-11-18T12:00:00Z')); // mid-month: tomorrow is in view
  await signInByApi(page, request);
  await page.goto('/sms/analytics');
  const range = page.getByRole('group', { name: 'Time range' });
  const from = range.getByLabel('Start date');
  const to = range.getByLabel('End date');
  await expect(to).toHaveValue(DAY);
  const today = await to.inputValue();
  const start = await from.inputValue();
  expect(start < today).toBe(true);

  // Half a date: the field keeps what was typed, the range says what is wrong, the page stays.
  await to.fill('2026-1');
  await expect(range.getByText('Enter dates as YYYY-MM-DD')).toBeVisible();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: 'SMS analytics' })).toBeVisible();

  // The end date's calendar: the days after today cannot be picked; today can.
  await range.getByRole('button', { name: 'Choose a date from the calendar' }).nth(1).click();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('button', { name: today })).toBeFocused();
  await expect(grid.getByRole('button', { name: addDays(today, 1) })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  await grid.getByRole('button', { name: today }).click();
  await expect(grid).toBeHidden();
  await expect(to).toHaveValue(today);
  await expect(range.getByText('Enter dates as YYYY-MM-DD')).toBeHidden();

  // The keyboard: open the start date's calendar, one day back, Enter.
  await range.getByRole('button', { name: 'Choose a date from the calendar' }).first().click();
  await expect(grid.getByRole('button', { name: start })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(from).toHaveValue(addDays(start, -1));
  await expect(page.getByRole('grid')).toBeHidden();

  // Escape closes the calendar without a change and puts focus back on its button.
  const opener = range.getByRole('button', { name: 'Choose a date from the calendar' }).first();
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('grid')).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(from).toHaveValue(addDays(start, -1));
});

test('the Chinese calendar starts its weeks on Monday', async ({ page, request }) => {
  await useLanguage(page, 'zh');
  await signInByApi(page, request);
  await page.goto('/sms/analytics');
  await page.getByRole('button', { name: '从日历中选择日期' }).first().click();
  await expect(page.getByRole('grid').getByRole('columnheader').first()).toHaveText('一');
  await expect(page.getByRole('grid').getByRole('columnheader').last()).toHaveText('日');
});

test('a scheduled send takes its date from the calendar, never a past day', async ({ page, request }) => {
  // Noon UTC in mid-month: in every zone the default (about an hour ahead) is still today there, and
  // yesterday and last month are in view.
  await page.clock.setFixedTime(new Date('2026-11-18T12:00:00Z'));
  await signInByApi(page, request);
  await page.goto('/sms/sending');
  await page.locator('label').filter({ hasText: /^Schedule$/ }).click();
  await expect(page.getByRole('radio', { name: 'Schedule' })).toBeChecked();
  const date = page.getByLabel('Date', { exact: true });
  await expect(date).toHaveValue(DAY);
  const today = await date.inputValue();
  expect(today.slice(0, 8)).toBe('2026-11-');
  await page.getByRole('button', { name: 'Choose a date from the calendar' }).click();
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('button', { name: today })).toBeFocused();
  await expect(grid.getByRole('button', { name: today })).toHaveAttribute('aria-current', 'date');
  await expect(grid.getByRole('button', { name: addDays(today, -1) })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const week = addDays(today, 7);
  await expect(date).toHaveValue(week);
  await expect(page.getByText(new RegExp(`^Sends at ${week} \\d{2}:\\d{2} `))).toBeVisible();
  // Typed by hand works the same.
  await date.fill(addDays(today, 8));
  await expect(page.getByText(new RegExp(`^Sends at ${addDays(today, 8)} `))).toBeVisible();
});
