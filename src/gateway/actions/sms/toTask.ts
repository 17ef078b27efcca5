import type { SmsTask } from '../../../contract/entities/sms';
import type { smsTasks } from '../../db/schema';
import { toUnixSeconds } from '../../lib/time';

export function toTask(t: typeof smsTasks.$inferSelect, accountId: string): SmsTask {
  const final = t.succeeded + t.failed + t.unknown + t.submitFailed + t.cancelled;
  return {
    TaskId: t.taskId,
    SessionNo: t.sessionNo,
    AccountId: accountId,
    TaskName: t.name,
    Tags: t.tags,
    Status: t.status,
    SenderId: t.senderId,
    Content: t.content,
    TemplateId: t.templateId,
    CountryCode: t.countryCode,
    SendTime: toUnixSeconds(t.sendAt),
    TimeZone: t.timeZone,
    IsTest: t.isTest,
    CreateTime: toUnixSeconds(t.createdAt),
    FinishTime: t.finishedAt === null ? null : toUnixSeconds(t.finishedAt),
    Submitted: t.total,
    Invalid: t.invalid,
    Duplicate: t.duplicate,
    Unsupported: t.unsupported,
    Succeeded: t.succeeded,
    Failed: t.failed,
    Unknown: t.unknown,
    SubmitFailed: t.submitFailed,
    Pending: Math.max(0, t.total - final),
    Segments: t.segments,
    EstimatedCost: t.estimatedCost,
    ChargedAmount: t.charged,
    RetryOf: t.retryOf,
    Audience: t.audienceKind === 'Group' || t.audienceKind === 'Segment' ? { Kind: t.audienceKind, Id: t.audienceId ?? '', Name: t.audienceName ?? '' } : null,
  };
}
