import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language';

describe('detectLanguage', () => {
  it('defaults to English', () => {
    expect(detectLanguage(null, 'en-US')).toBe('en');
    expect(detectLanguage(null, 'zh-TW')).toBe('en');
    expect(detectLanguage(null, undefined)).toBe('en');
  });
  it('uses Chinese for zh-CN', () => expect(detectLanguage(null, 'zh-CN')).toBe('zh'));
  it('prefers the stored choice', () => {
    expect(detectLanguage('en', 'zh-CN')).toBe('en');
    expect(detectLanguage('zh', 'en-US')).toBe('zh');
    expect(detectLanguage('fr', 'zh-CN')).toBe('zh');
  });
});
