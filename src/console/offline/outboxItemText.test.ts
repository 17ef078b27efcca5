import { describe, expect, it } from 'vitest';
import { outboxErrorText, outboxItemTitle } from './outboxItemText';
import { transition } from './outboxTransition';

const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;

describe('outbox item texts', () => {
  it('shows the title in the reader\'s language', () => {
    const item = { label: 'SMS to 3 recipients: "Hi"', labelZh: '短信发送给 3 个号码：“Hi”' };
    expect(outboxItemTitle(item, 'en')).toBe('SMS to 3 recipients: "Hi"');
    expect(outboxItemTitle(item, 'zh')).toBe('短信发送给 3 个号码：“Hi”');
    expect(outboxItemTitle({ label: 'Upload: a.png' }, 'zh')).toBe('Upload: a.png');
  });

  it('says what a failed attempt means, never "Failed to fetch"', () => {
    const network = transition({ attempts: 0 }, { type: 'network', message: 'Failed to fetch' }, 0, 0.5).lastError!;
    expect(outboxErrorText(network, t)).toBe('offline.errorNetwork');
    expect(outboxErrorText(transition({ attempts: 0 }, { type: 'timeout' }, 0, 0.5).lastError!, t)).toBe('offline.errorTimeout');
    expect(outboxErrorText(transition({ attempts: 0 }, { type: 'http', status: 503 }, 0, 0.5).lastError!, t)).toBe('offline.errorServer{"status":"503"}');
    // Items stored by older versions carry only the browser's message.
    expect(outboxErrorText({ message: 'Failed to fetch' }, t)).toBe('offline.errorNetwork');
    // A refusal shows the gateway's Message.
    expect(outboxErrorText({ retCode: 215001, message: 'Name: Name is required' }, t)).toBe('Name: Name is required');
  });
});
