import { describe, expect, it } from 'vitest';
import { regionName, zoneLabel, zoneName } from './regionNames';

describe('country and time-zone names from Intl', () => {
  it('names countries in the reader language', () => {
    expect(regionName('US', 'en')).toBe('United States');
    expect(regionName('gb', 'en')).toBe('United Kingdom');
    expect(regionName('US', 'zh')).toBe('美国');
    expect(regionName('DE', 'zh')).toBe('德国');
    expect(regionName('ZZZ', 'zh', 'Nowhere')).toBe('Nowhere');
  });

  it('names time zones in the reader language, keeping the IANA key', () => {
    expect(zoneName('Asia/Shanghai', 'en')).toBe('China Standard Time');
    expect(zoneName('Asia/Shanghai', 'zh')).toBe('中国标准时间');
    expect(zoneLabel('Asia/Shanghai', 'UTC+08:00', 'zh')).toBe('UTC+08:00 中国标准时间 (Asia/Shanghai)');
    expect(zoneName('Not/AZone', 'en')).toBeNull();
    expect(zoneLabel('Not/AZone', 'UTC+00:00', 'en')).toBe('UTC+00:00 Not/AZone');
  });
});
