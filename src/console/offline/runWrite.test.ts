import { describe, expect, it } from 'vitest';
import { QueuedOfflineError } from './QueuedOfflineError';
import { runWrite } from './runWrite';

describe('runWrite', () => {
  it('tells an answer, a queued write and a failure apart', async () => {
    expect(await runWrite(Promise.resolve({ RuleId: 'r1' }))).toEqual({ kind: 'done', data: { RuleId: 'r1' } });
    expect(await runWrite(Promise.reject(new QueuedOfflineError('SetUSMSCallback', 'i1', 'Saved offline')))).toEqual({ kind: 'queued' });
    expect(await runWrite(Promise.reject(new Error('The rule does not exist')))).toEqual({ kind: 'failed' });
  });
});
