import { describe, expect, it } from 'vitest';
import { vmsChannel } from './vmsChannel';

const tc = (key: string, o?: Record<string, unknown>) => (o ? `${key}:${JSON.stringify(o)}` : key);
const record = (over: Record<string, unknown>) => ({ MessageId: '1', ReceiptCode: 'ANSWERED', CalledDuration: 45, BillingDuration: 60, Remark: 'Answered', ...over }) as never;
const cell = (id: string, r: never) => vmsChannel.recordColumns!.find((c) => c.id === id)!.cell(r, tc);

describe('vmsChannel', () => {
  it('shows a call\'s called and billing duration in seconds and its remark by receipt code', () => {
    expect(cell('calledDuration', record({}))).toBe('message.seconds:{"n":45}');
    expect(cell('billingDuration', record({}))).toBe('message.seconds:{"n":60}');
    expect(cell('remark', record({}))).toBe('message.remark.ANSWERED');
    expect(cell('remark', record({ ReceiptCode: 'SUBMIT:0x0000000B', Remark: 'Not placed: SUBMIT:0x0000000B' }))).toBe('message.notPlaced:{"code":"SUBMIT:0x0000000B"}');
    expect(cell('calledDuration', record({ CalledDuration: null }))).toBe('message.noValue');
  });
  it('links to its pages and shows spec 001 §4 task statuses', () => {
    expect(vmsChannel.routes.task({ TaskId: 't1', AccountId: 'a', SessionNo: 's' })).toBe('/vms/task/t1/a/s');
    expect(vmsChannel.routes.search).toBeUndefined();
    expect(vmsChannel.taskStatusOf!({ Status: 3, VoiceStatus: 4 } as never)).toEqual({ textKey: 'vms.status.task.submitSuccess', tone: 'success' });
  });
});
