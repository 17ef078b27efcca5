import { describe, expect, it } from 'vitest';
import { browserZone, dateTimeFormat, localeOf, numberFormat, zoneClock } from './intl';

describe('shared Intl formatters', () => {
  it('builds one formatter per locale and options', () => {
    expect(dateTimeFormat('en-US', { timeZone: 'Asia/Shanghai' })).toBe(dateTimeFormat('en-US', { timeZone: 'Asia/Shanghai' }));
    expect(dateTimeFormat('en-US', { timeZone: 'Asia/Shanghai' })).not.toBe(dateTimeFormat('en-US', { timeZone: 'UTC' }));
    expect(numberFormat('zh-CN')).toBe(numberFormat('zh-CN'));
    expect(numberFormat('en-US').format(200000)).toBe('200,000');
  });

  it('refuses a zone the runtime does not know, every time', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => zoneClock('UTC+8')).toThrow(RangeError);
  });

  it("reads a zone's wall clock and the runtime's own zone", () => {
    const parts = zoneClock('Asia/Shanghai').formatToParts(new Date(Date.UTC(2026, 10, 23, 16, 5, 9)));
    const get = (t: string) => parts.find((p) => p.type === t)?.value;
    expect([get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second')]).toEqual(['2026', '11', '24', '00', '05', '09']);
    expect(browserZone()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(localeOf('zh')).toBe('zh-CN');
    expect(localeOf('en')).toBe('en');
  });
});
