import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { countSegments } from '../../../../contract/sms/segments';
import type { MessagingChannel } from '../../channel';
import { ChannelContext } from '../../channelContext';
import { channelAreaTexts } from '../../channelTexts';
import { estimateCost } from './costEstimate';
import { SendSummaryCard } from './SendSummaryCard';

/** A channel of the core with only what the summary reads (its sending rules and its texts' key). */
function channel(ns: string, sending: MessagingChannel['sending']): MessagingChannel {
  return {
    ns,
    actions: {} as MessagingChannel['actions'],
    routes: {} as MessagingChannel['routes'],
    unit: { label: 'task.units', column: 'message.col.units', ofTask: () => 0, ofRecord: () => 0 },
    wallet: 0,
    sending: { ...sending },
  };
}
const segments = (text: string, country: string) => countSegments(text, country).segments;
const sms = channel('sms', { unitsOf: segments, pricingUnit: 'segment' });
const voice = channel('voice', { unitsOf: () => 1, pricingUnit: 'message' });

/** The core's own texts for the channel `ns`, worded with its `name` (`channelTexts.ts`), as a channel area assembles them. */
const textsOf = (ns: string, name: string) => channelAreaTexts(ns, { en: name, zh: name }, {}, async () => ({})).en;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { sms: textsOf('sms', 'SMS'), voice: textsOf('voice', 'Voice'), money: { perSegment: '{{price}}/segment', perMessage: '{{price}}/message' } } } },
    interpolation: { escapeValue: false },
  });
});

function render(ch: MessagingChannel, text: string) {
  const estimate = estimateCost(text, { US: 3 }, { US: 79 }, { unitsOf: ch.sending.unitsOf });
  return renderToStaticMarkup(
    <ChannelContext.Provider value={ch}>
      <SendSummaryCard estimate={estimate} text={text} country="US" available={1_000_000} trial={false} timing="now" countryName={(c) => c} busy={false} sendError={null} balanceError={undefined} onSend={() => undefined} onTest={() => undefined} />
    </ChannelContext.Provider>,
  );
}

const row = (html: string, label: string) => new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>([^<]*)<`).exec(html)?.[1];

describe('the send summary is driven by the channel', () => {
  it('SMS: segments by its content rule, per message and in total, and the price as segments × segment price', () => {
    const html = render(sms, 'a'.repeat(161));
    expect(row(html, 'Segments per message')).toBe('2');
    expect(row(html, 'Segments in total')).toBe('6');
    expect(row(html, 'Recipients')).toBe('3');
    expect(html).toContain('US $0.0158/message (2 × $0.0079/segment)');
    expect(html).toContain('SMS balance');
    expect(html).not.toContain('Voice');
  });

  it('a channel priced per message: no unit rows, one price per message, its own texts', () => {
    const html = render(voice, 'a'.repeat(161));
    expect(html).not.toContain('per message</dt>');
    expect(html).not.toContain('in total');
    expect(row(html, 'Recipients')).toBe('3');
    expect(html).toContain('US $0.0079/message<');
    expect(html).toContain('Voice balance');
    expect(html).not.toContain('SMS');
  });
});
