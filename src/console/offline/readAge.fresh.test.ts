import { describe, expect, it } from 'vitest';
import { applyLanguage, initI18n, t } from '../i18n/i18n';
import { readAgeTime } from './readAge';

describe('offline age label', () => {
  const now = new Date(2026, 10, 24, 15, 0).getTime();
  it('shows HH:mm for an answer stored today, the date too for an older one', () => {
    expect(readAgeTime(new Date(2026, 10, 24, 10, 42).getTime(), now)).toBe('10:42');
    expect(readAgeTime(new Date(2026, 10, 24, 0, 5).getTime(), now)).toBe('00:05');
    expect(readAgeTime(new Date(2026, 10, 23, 23, 59).getTime(), now)).toBe('2026-11-23 23:59');
  });

  it('reads "as of" in English and Chinese', async () => {
    await initI18n('en');
    expect(t('offline.asOf', { time: '10:42' })).toBe('as of 10:42');
    await applyLanguage('zh');
    expect(t('offline.asOf', { time: '10:42' })).toBe('截至 10:42');
    await applyLanguage('en');
  });
});
