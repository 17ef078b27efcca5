import { describe, expect, it } from 'vitest';
import { templateContentProblems, WhatsAppManualImport, WhatsAppTemplateDraft, WhatsAppTemplateEdit, WhatsAppTemplateText as T, wordCount } from './templateRules';

const valid = {
  Name: 'order_update',
  Language: 'en_US',
  Category: 'UTILITY',
  Body: 'Hello {{1}}, your order {{2}} has shipped and will arrive tomorrow morning.',
  BodySamples: ['Ana', 'A-1001'],
};

/** The messages a draft breaks, with their field paths. */
function problems(input: Record<string, unknown>): string[] {
  const r = WhatsAppTemplateDraft.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('WhatsApp template rules (spec 001 §5), one row per rule and its message', () => {
  it('accepts a valid template', () => {
    expect(problems(valid)).toEqual([]);
  });

  const rows: Array<[string, Record<string, unknown>, string]> = [
    ['name required', { Name: '' }, `Name: ${T.NameRequired}`],
    ['name format', { Name: 'Order Update' }, `Name: ${T.NameFormat}`],
    ['language required', { Language: '' }, `Language: ${T.LanguageRequired}`],
    ['category required', { Category: undefined }, 'Category: Category is required'],
    ['body required', { Body: '' }, `Body: ${T.BodyRequired}`],
    ['variables inserted in order: a number skipped', { Body: 'Hello {{2}}, your order has shipped and will arrive tomorrow morning.', BodySamples: ['x', 'y'] }, `Body: ${T.VariablesInOrder}`],
    ['variables inserted in order: out of order', { Body: 'Hello {{2}}, your order {{1}} has shipped and arrives tomorrow morning.' }, `Body: ${T.VariablesInOrder}`],
    ['a variable cannot end the body', { Body: 'Your order has shipped and the tracking number is {{1}}', BodySamples: ['Z9'] }, `Body: ${T.VariableAtEnd}`],
    ['at least three words per variable', { Body: 'Hi {{1}} and {{2}} ok.', BodySamples: ['a', 'b'] }, `Body: ${T.WordCount}`],
    ['a sample for every variable', { BodySamples: ['Ana'] }, `BodySamples: ${T.SampleRequired}`],
    ['a blank sample', { BodySamples: ['Ana', ' '] }, `BodySamples: ${T.SampleRequired}`],
    ['text header needs its text', { Header: { Format: 'TEXT', Text: '' } }, `Header.Text: ${T.HeaderTextRequired}`],
    ['text header: one variable at most', { Header: { Format: 'TEXT', Text: 'Hi {{1}} {{2}}', Sample: 'x' } }, `Header.Text: ${T.HeaderOneVariable}`],
    ['text header variable needs a sample', { Header: { Format: 'TEXT', Text: 'Hi {{1}}' } }, `Header.Sample: ${T.HeaderSampleText}`],
    ['media header needs its sample', { Header: { Format: 'IMAGE' } }, `Header.Sample: ${T.HeaderSampleMedia}`],
    ['media header sample is a web address', { Header: { Format: 'VIDEO', Sample: 'ftp://example.com/a.mp4' } }, `Header.Sample: ${T.HeaderSampleUrl}`],
    ['authentication code expiry missing', { Category: 'AUTHENTICATION' }, `CodeExpiryMinutes: ${T.CodeExpiry}`],
    ['authentication code expiry 0', { Category: 'AUTHENTICATION', CodeExpiryMinutes: 0 }, `CodeExpiryMinutes: ${T.CodeExpiry}`],
    ['authentication code expiry 91', { Category: 'AUTHENTICATION', CodeExpiryMinutes: 91 }, `CodeExpiryMinutes: ${T.CodeExpiry}`],
    ['buttons capped', { Buttons: Array.from({ length: 11 }, (_, i) => ({ Type: 'QUICK_REPLY', Text: `B${i}` })) }, `Buttons: ${T.ButtonCap}`],
    ['button text required', { Buttons: [{ Type: 'QUICK_REPLY', Text: '' }] }, `Buttons.0.Text: ${T.ButtonTextRequired}`],
    ['button URL https', { Buttons: [{ Type: 'URL', Text: 'Open', Url: 'ftp://x' }] }, `Buttons.0.Url: ${T.ButtonUrl}`],
    ['button phone', { Buttons: [{ Type: 'PHONE_NUMBER', Text: 'Call', PhoneNumber: '12ab' }] }, `Buttons.0.PhoneNumber: ${T.ButtonPhone}`],
  ];

  it.each(rows)('%s', (_name, change, message) => {
    expect(problems({ ...valid, ...change })).toEqual([message]);
  });

  it('keeps the limits at their edges: 1 and 90 minutes, 10 buttons, exactly three words per variable', () => {
    expect(problems({ ...valid, Category: 'AUTHENTICATION', CodeExpiryMinutes: 1 })).toEqual([]);
    expect(problems({ ...valid, Category: 'AUTHENTICATION', CodeExpiryMinutes: 90 })).toEqual([]);
    expect(problems({ ...valid, Buttons: Array.from({ length: 10 }, (_, i) => ({ Type: 'QUICK_REPLY', Text: `B${i}` })) })).toEqual([]);
    expect(problems({ ...valid, Body: 'One two three {{1}} four five six {{2}}.', BodySamples: ['a', 'b'] })).toEqual([]);
    expect(problems({ ...valid, Body: 'One two three {{1}} four five {{2}}.', BodySamples: ['a', 'b'] })).toEqual([`Body: ${T.WordCount}`]);
    expect(problems({ ...valid, Header: { Format: 'DOCUMENT', Sample: 'https://example.com/a.pdf' } })).toEqual([]);
    expect(problems({ ...valid, Body: 'Your code {{1}} is ready for you now.', BodySamples: ['1'] })).toEqual([]);
  });

  it('reads the content rules of a template whose other fields fail (templateContentProblems)', () => {
    expect(templateContentProblems({ ...valid, Name: '', Category: undefined, Body: 'Hi {{2}} {{1}}', BodySamples: [] }).map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      `Body: ${T.VariablesInOrder}`,
      `Body: ${T.VariableAtEnd}`,
      `Body: ${T.WordCount}`,
      `BodySamples: ${T.SampleRequired}`,
    ]);
  });

  it('counts words of any script and not the variables; Han and kana characters one by one', () => {
    expect(wordCount('Hello {{1}}, world !')).toBe(2);
    expect(wordCount('Hello {{1}}, 你好 world !')).toBe(4);
    expect(wordCount('您好{{1}}，订单已发货')).toBe(7);
    expect(wordCount('Привет {{1}}, заказ отправлен')).toBe(3);
    expect(problems({ ...valid, Language: 'zh_CN', Body: '您好 {{1}}，您的订单 {{2}} 已发货。', BodySamples: ['李伟', 'A-1'] })).toEqual([]);
    expect(problems({ ...valid, Language: 'zh_CN', Body: '您好{{1}}{{2}}。', BodySamples: ['李伟', 'A-1'] })).toEqual([`Body: ${T.WordCount}`]);
  });

  it('applies the same rules to an edit of the content', () => {
    const r = WhatsAppTemplateEdit.safeParse({ TemplateId: '1', Category: 'MARKETING', Body: 'Sale ends {{1}}', BodySamples: ['x'] });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([T.VariableAtEnd, T.WordCount]);
  });

  it('refuses a manual import of a template with parameters, in the body or the header', () => {
    const base = { Name: 'hello', Language: 'en_US', Header: null, Body: 'Hello and welcome to our shop.' };
    expect(WhatsAppManualImport.safeParse(base).success).toBe(true);
    for (const t of [{ ...base, Body: 'Hello {{1}}, welcome to our shop.' }, { ...base, Header: { Format: 'TEXT' as const, Text: 'Hi {{1}}', Sample: 'x' } }]) {
      const r = WhatsAppManualImport.safeParse(t);
      expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([T.ManualImportParameters]);
    }
  });
});
