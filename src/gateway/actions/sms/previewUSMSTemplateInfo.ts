import { countSegments } from '../../../contract/sms/segments';
import type { Handler } from '../../handlers';
import { loadTemplate } from './loadTemplate';
import { toTemplate } from './toTemplate';

/** A template with its segment count (variables counted as written). */
export const previewUSMSTemplateInfo: Handler<'PreviewUSMSTemplateInfo'> = async (p, ctx) => {
  const t = await loadTemplate(ctx.db, ctx.caller.userId, p.TemplateId);
  const s = countSegments(t.body, p.CountryCode);
  return { Template: toTemplate(t), Encoding: s.encoding, Characters: s.characters, Segments: s.segments };
};
