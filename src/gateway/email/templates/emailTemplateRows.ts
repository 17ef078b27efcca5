import { and, eq, inArray } from 'drizzle-orm';
import type { EmailDocument, LeafBlock } from '../../../contract/email/emailDocument';
import type { EmailTemplate, EmailTemplateSummary } from '../../../contract/email/emailTemplateEntity';
import { effectiveEmailTemplateStatus } from '../../../contract/email/emailTemplateStatus';
import { RetCode } from '../../../contract/retCodes';
import { isServerTextKey, serverText } from '../../../contract/serverTexts';
import { baseMime, fileTypeMime } from '../../../contract/upload/detectFileType';
import { uploadRule } from '../../../contract/upload/uploadKinds';
import type { Executor } from '../../db/client';
import { type emailTemplates, mediaFiles } from '../../db/schema';
import { ActionError } from '../../errors';
import { toUnixSeconds } from '../../lib/time';

type Row = typeof emailTemplates.$inferSelect;

export function toEmailTemplateSummary(row: Row, now: number): EmailTemplateSummary {
  const key = isServerTextKey(row.rejectReasonKey) ? row.rejectReasonKey : null;
  return {
    TemplateId: row.templateId,
    TemplateName: row.name,
    Subject: row.subject,
    Status: effectiveEmailTemplateStatus(row.status, row.passedAt, now),
    RejectReason: key ? serverText(key) : '',
    RejectReasonKey: key ?? '',
    Variables: row.variables,
    Remark: row.remark,
    CreateTime: toUnixSeconds(row.createdAt),
    UpdateTime: toUnixSeconds(row.updatedAt),
  };
}

export function toEmailTemplate(row: Row, now: number): EmailTemplate {
  return { ...toEmailTemplateSummary(row, now), Document: row.document, Html: row.html, Text: row.text };
}

/** The image types an e-mail may show (the upload kind 'image': PNG, JPEG, GIF, WebP). */
const IMAGE_TYPES = new Set((uploadRule('image').types ?? []).map((t) => baseMime(fileTypeMime[t])));

function documentImages(doc: EmailDocument): string[] {
  const out: string[] = [];
  const leaf = (b: LeafBlock) => {
    if (b.type === 'image' && b.src.startsWith('/media/')) out.push(b.src.slice('/media/'.length));
  };
  for (const b of doc.blocks) {
    if (b.type === 'section') b.children.forEach(leaf);
    else if (b.type === 'columns') b.columns.forEach((c) => c.forEach(leaf));
    else if (b.type !== 'footer') leaf(b);
  }
  return [...new Set(out)];
}

/**
 * Every uploaded image (`/media/<FileId>`) the document shows must be one the caller uploaded, stored,
 * and an image by the type read from its bytes; otherwise InvalidParams naming the image
 * (EmailImageUnknown). Another account's file id is refused the same way.
 */
export async function checkDocumentImages(db: Executor, userId: number, doc: EmailDocument): Promise<void> {
  const ids = documentImages(doc);
  if (ids.length === 0) return;
  const found = await db
    .select({ id: mediaFiles.id, storedType: mediaFiles.storedType, storedAt: mediaFiles.storedAt })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.userId, userId), inArray(mediaFiles.id, ids)));
  const ok = new Set(found.filter((f) => f.storedAt !== null && f.storedType !== null && IMAGE_TYPES.has(baseMime(f.storedType))).map((f) => f.id));
  const bad = ids.find((id) => !ok.has(id));
  if (bad) throw new ActionError(RetCode.InvalidParams, { key: 'EmailImageUnknown', params: { Source: `/media/${bad}` } });
}
