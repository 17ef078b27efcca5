import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { SmsSendRecord, SmsTask } from '../../../contract/entities/sms';
import type { Href } from '../../lib/routeHref';
import { readEntry } from '../../session/readCache';
import type { ChannelTaskStatistics, MessagingChannel } from '../channel';
import { ChannelContext } from '../channelContext';
import { channelPage } from '../channelPage';
import { DEFAULT_PAGE_SIZE } from './records/recordFilter';
import { SendRecordTable } from './records/SendRecordTable';
import { TaskPage } from './TaskPage';

/**
 * A second channel (voice) mounts the core's task page and record table with Actions, addresses,
 * pricing unit and texts of its own. Its Actions are not in the registry yet (names cast) and its
 * pages not in the route table (addresses cast): the point is that nothing in the core is SMS's.
 */
const voice: MessagingChannel = {
  ns: 'voice',
  actions: {
    taskStatistics: 'DescribeUVoiceSendTaskStatistics' as never,
    cancelTask: 'CancelUVoiceSendTask' as never,
    retryPreview: 'PreviewUVoiceRetryTask' as never,
    retryTask: 'RetryUVoiceSendTask' as never,
    taskRecipients: 'GetUVoiceTaskRecipients' as never,
    saveTags: 'SaveUVoiceTag' as never,
    taskStatus: 'DescribeUVoiceTaskStatus' as never,
    sendRecords: 'GetUVoiceSendRecord' as never,
    addExport: 'AddUVoiceExportSendRecordTask' as never,
    exports: 'GetUVoiceExportSendRecord' as never,
    exportFile: 'GetUVoiceExportSendRecordFile' as never,
    sendStatistics: 'GetUVoiceSendStatistics' as never,
    receiptCodes: 'GetUVoiceSendReceiptCodeStatistics' as never,
    tasks: 'GetUVoiceSendTask' as never,
  },
  routes: {
    task: (task) => `/voice/task/${task.TaskId}/${task.AccountId}/${task.SessionNo}` as Href,
    records: (query) => `/voice/message${query}` as Href,
    search: (query) => `/voice/search${query}` as Href,
    sending: '/voice/sending' as Href,
    duplicate: (taskId) => `/voice/sending?copy=${taskId}` as Href,
    templates: '/voice/template' as Href,
    analytics: '/voice/analytics' as Href,
  },
  unit: { label: 'task.minutes', column: 'message.col.minutes', ofTask: (task) => task.Segments * 2, ofRecord: (record) => record.Segments * 2 },
  wallet: 6003,
  sending: { unitsOf: () => 1, pricingUnit: 'message' },
};

const voiceTexts = {
  task: {
    title: 'Call task',
    delivery: 'Call delivery',
    details: 'Call details',
    recipients: 'Called numbers',
    recipientsCaption: 'Results per called number',
    minutes: 'Billed minutes',
    submitted: 'Dialled',
  },
  message: { col: { phone: 'Called number', minutes: 'Minutes', task: 'Call task' }, statusPending: 'Ringing' },
};

const task: SmsTask = {
  TaskId: 'vt_1', SessionNo: 'vs_1', AccountId: 'va_1', TaskName: 'Reminder calls', Tags: ['clinic'], Status: 1, SenderId: '', Content: 'Your appointment is tomorrow',
  TemplateId: null, CountryCode: 'GB', SendTime: 1_790_000_000, TimeZone: 'UTC', IsTest: false, CreateTime: 1_790_000_000, FinishTime: null,
  Submitted: 2, Invalid: 0, Duplicate: 0, Unsupported: 0, Succeeded: 1, Failed: 0, Unknown: 0, SubmitFailed: 0, Pending: 1, Segments: 3, EstimatedCost: 30_000, ChargedAmount: 15_000,
  RetryOf: null,
  Audience: null,
};
const record: SmsSendRecord = {
  MessageId: 'vm_1', TaskId: 'vt_1', PhoneNumber: '+447700900123', CountryCode: 'GB', SenderId: '', Content: 'Your appointment is tomorrow', Segments: 2, Price: 15_000,
  SubmitStatus: 1, SendResult: null, ReceiptCode: '', SendTime: 1_790_000_000, SubmitTime: null, ReceiptTime: null,
};
const stats: ChannelTaskStatistics = { Task: task, ByCountry: [], ByReceiptCode: [] };

/** Puts an answer in the shared read cache, as if the channel's Action had answered it. */
function answer(action: string, params: object, data: unknown) {
  readEntry(action, params).state.value = { data, error: null, loading: false, cachedAt: null, fetchedAt: Date.now() };
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { voice: voiceTexts } } }, interpolation: { escapeValue: false } });
});

describe('a second channel mounts the messaging core', () => {
  it('shows its task page from its own Actions, with its texts, unit and addresses', () => {
    answer('DescribeUVoiceSendTaskStatistics', { TaskId: 'vt_1' }, stats);
    answer('GetUVoiceSendRecord', { TaskId: 'vt_1', Offset: 0, Limit: DEFAULT_PAGE_SIZE }, { Total: 1, TotalCapped: false, Records: [record] });
    const VoiceTaskPage = channelPage(TaskPage, voice);
    const html = renderToStaticMarkup(
      <Router ssrPath="/voice/task/vt_1/va_1/vs_1">
        <VoiceTaskPage params={{ taskId: 'vt_1', accountId: 'va_1', sessionNo: 'vs_1' }} />
      </Router>,
    );
    expect(html).toContain('Reminder calls');
    for (const text of ['Call delivery', 'Call details', 'Called numbers', 'Results per called number', 'Billed minutes', 'Dialled', 'Called number', 'Ringing']) expect(html).toContain(text);
    // The unit is the channel's: 3 in the task, 2 × 2 = 4 in the record.
    expect(html).toMatch(/Billed minutes<\/dt><dd[^>]*>6</);
    expect(html).toContain('+447700900123');
    expect(html).toContain('href="/voice/message?task=vt_1');
    expect(html).not.toMatch(/sms\.|\/sms\//);
  });

  it('waits for the task when only SMS answered (the core reads no Action of its own)', () => {
    answer('DescribeUSMSSendTaskStatistics', { TaskId: 'vt_2' }, { ...stats, Task: { ...task, TaskId: 'vt_2' } });
    const VoiceTaskPage = channelPage(TaskPage, voice);
    const html = renderToStaticMarkup(<VoiceTaskPage params={{ taskId: 'vt_2', accountId: 'va_1', sessionNo: 'vs_1' }} />);
    expect(html).not.toContain('Reminder calls');
    expect(html).toContain('Call task');
  });

  it('shows its record table with its unit column and task links', () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/voice/message">
        <ChannelContext.Provider value={voice}>
          <SendRecordTable caption="Calls" records={[record]} columns={['phone', 'task', 'units', 'result']} tasks={new Map([[task.TaskId, task]])} empty="None" />
        </ChannelContext.Provider>
      </Router>,
    );
    expect(html).toContain('Minutes');
    expect(html).toMatch(/>4</);
    expect(html).toContain('href="/voice/task/vt_1/va_1/vs_1"');
    expect(html).toContain('Ringing');
  });

  it('refuses a core component outside a channel page', () => {
    expect(() => renderToStaticMarkup(<SendRecordTable caption="x" records={[]} columns={['phone']} empty="None" />)).toThrow(/needs a channel/);
  });
});
