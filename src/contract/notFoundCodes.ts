import { RetCode } from './retCodes';

/**
 * The RetCodes that say "the thing asked for does not exist (for this caller)": a page reading one
 * entity shows a not-found state for them, not a failed read with Retry (retrying cannot help).
 */
export const NotFoundRetCodes: ReadonlySet<number> = new Set([
  RetCode.NotFound,
  RetCode.TemplateNotFound,
  RetCode.TaskNotFound,
  RetCode.RuleNotFound,
  RetCode.ReplyNotFound,
  RetCode.ExportNotFound,
  RetCode.ContactNotFound,
  RetCode.GroupNotFound,
  RetCode.TicketNotFound,
  RetCode.SocialProfileNotFound,
  RetCode.TagNotFound,
  RetCode.AttributeNotFound,
  RetCode.SegmentNotFound,
  RetCode.EmailDomainNotFound,
  RetCode.EmailSenderNotFound,
  RetCode.VoiceAudioNotFound,
  RetCode.UserNotExist,
]);
