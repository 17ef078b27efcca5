import { describe, expect, it } from 'vitest';
import { SmsTaskStatus } from '../../../../contract/sms/taskStatus';
import { tasksSettled } from './taskActivity';

describe('task activity', () => {
  const now = 1_795_000_000;
  it('is settled when every task is final or scheduled for later', () => {
    expect(tasksSettled([], now)).toBe(true);
    expect(tasksSettled([{ Status: SmsTaskStatus.Complete, SendTime: now - 10 }, { Status: SmsTaskStatus.Cancelled, SendTime: now + 5 }], now)).toBe(true);
    expect(tasksSettled([{ Status: SmsTaskStatus.Waiting, SendTime: now + 86_400 }], now)).toBe(true);
  });

  it('is not settled while a task is being delivered or about to start', () => {
    expect(tasksSettled([{ Status: SmsTaskStatus.Processing, SendTime: now - 5 }], now)).toBe(false);
    expect(tasksSettled([{ Status: SmsTaskStatus.Waiting, SendTime: now + 30 }], now)).toBe(false);
  });
});
