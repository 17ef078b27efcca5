import { countSegments } from '../../../contract/sms/segments';
import type { Handler } from '../../handlers';
import { segmentPrice } from '../../sms/pricing/smsPrices';
import { resolveContent } from './resolveContent';

/** The text a recipient gets, its segments and (with a country) its price. */
export const getUSMSPreviewSmsContent: Handler<'GetUSMSPreviewSmsContent'> = async (p, ctx) => {
  const { text } = await resolveContent(ctx.db, ctx.caller.userId, p, { requirePassed: false });
  const s = countSegments(text, p.CountryCode);
  const unit = p.CountryCode ? segmentPrice(p.CountryCode) : null;
  return { Content: text, Encoding: s.encoding, Characters: s.characters, Segments: s.segments, PricePerRecipient: unit === null ? null : unit * s.segments };
};
