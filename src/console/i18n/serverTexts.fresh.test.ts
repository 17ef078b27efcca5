import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { retCodeMessages } from '../../contract/messages';
import { RetCode } from '../../contract/retCodes';
import { ServerText } from '../../contract/serverTexts';
import { applyLanguage, initI18n } from './i18n';
import { en } from './locales/en';
import { retCodeNames, SHOWN_BY_MESSAGE_KEY } from './locales/serverTexts';
import { zh } from './locales/zh';
import { serverMessageText, storedServerText } from './serverMessage';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function gatewaySources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return gatewaySources(p);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [readFileSync(p, 'utf8')] : [];
  });
}

describe('server texts in both languages', () => {
  const keys = Object.keys(ServerText) as (keyof typeof ServerText)[];

  it('has every keyed server text in Chinese with the same parameters; English readers get the gateway\'s own words', () => {
    // The English bundle ships no copy: the gateway's Message is the English text.
    expect(en).not.toHaveProperty('server');
    expect(Object.keys(zh.server.text).sort()).toEqual([...keys].sort());
    for (const k of keys) {
      expect(zh.server.text[k], k).not.toBe('');
      expect(placeholders(zh.server.text[k]), k).toEqual(placeholders(ServerText[k]));
    }
  });

  it('has every RetCode default Message in Chinese, or shows it through its spec message key', () => {
    for (const [name, code] of Object.entries(RetCode)) {
      if (name === 'Success') continue;
      if ((SHOWN_BY_MESSAGE_KEY as readonly string[]).includes(name)) {
        const key = retCodeMessages[code] as keyof typeof en.messages;
        expect(key, name).toMatch(/^AMCLOUD_/);
        expect(en.messages[key], name).toBeTruthy();
        expect(zh.messages[key], name).toBeTruthy();
        continue;
      }
      const n = name as (typeof retCodeNames)[number];
      expect(zh.server.retCodeEnglish[n], name).toBe(retCodeMessages[code]);
      expect(zh.server.retCode[n], name).toBeTruthy();
    }
    expect(Object.keys(zh.server.retCode).sort()).toEqual([...retCodeNames].sort());
  });

  it('leaves no key unused: the gateway makes every keyed text', () => {
    const sources = gatewaySources(resolve(import.meta.dirname, '../../gateway')).join('\n');
    expect(keys.filter((k) => !new RegExp(`['"]${k}['"]`).test(sources))).toEqual([]);
  });
});

describe('serverMessageText / storedServerText', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  const keyed = { RetCode: RetCode.RateLimited, Message: 'Too many attempts, please try again in 30 seconds', MessageKey: 'TooManyAttemptsRetryIn', MessageParams: { Seconds: 30 } };
  const byDefault = { RetCode: RetCode.InsufficientBalance, Message: 'Insufficient Balance' };
  const specKey = { RetCode: RetCode.UpgradeRequired, Message: 'AMCLOUD_01173' };
  const detail = { RetCode: RetCode.InvalidParams, Message: 'Phone: must be a number' };

  it('shows English as the gateway wrote it', async () => {
    await applyLanguage('en');
    expect(serverMessageText(keyed)).toBe('Too many attempts, please try again in 30 seconds');
    expect(serverMessageText(byDefault)).toBe('Insufficient Balance');
    expect(serverMessageText(specKey)).toBe(en.messages.AMCLOUD_01173);
    expect(serverMessageText(detail)).toBe('Phone: must be a number');
  });

  it('shows Chinese to a Chinese reader: keyed texts with their parameters, RetCode defaults, spec keys', async () => {
    await applyLanguage('zh');
    expect(serverMessageText(keyed)).toBe('尝试次数过多，请在 30 秒后重试');
    expect(serverMessageText(byDefault)).toBe('余额不足');
    expect(serverMessageText(specKey)).toBe(zh.messages.AMCLOUD_01173);
    // A Message that is not the RetCode's default and has no key stays as written.
    expect(serverMessageText({ RetCode: RetCode.InsufficientBalance, Message: 'Something else' })).toBe('Something else');
    expect(storedServerText('TemplateRejectedContent', ServerText.TemplateRejectedContent)).toBe(zh.server.text.TemplateRejectedContent);
    expect(storedServerText(null, 'A reason written by hand')).toBe('A reason written by hand');
    await applyLanguage('en');
  });
});
