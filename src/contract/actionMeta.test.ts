import { describe, expect, it } from 'vitest';
import { laneOf, renderTitle } from './actionMeta';

describe('actionMeta helpers', () => {
  it('orders writes per entity by the declared lane param, else per Action', () => {
    expect(laneOf('UpdateUSMSTemplate', { lane: 'TemplateId' }, { TemplateId: 't1', Template: 'x' })).toBe('TemplateId=t1');
    expect(laneOf('DeleteUSMSTemplate', { lane: 'TemplateId' }, { TemplateIds: ['t1'] })).toBe('DeleteUSMSTemplate');
    expect(laneOf('CreateAccessKey', {}, { Name: 'k' })).toBe('CreateAccessKey');
  });

  it('renders outbox titles: counts and cut texts', () => {
    expect(renderTitle('SMS to {#PhoneNumbers} recipients: "{Content}"', { PhoneNumbers: ['1', '2', '3'], Content: 'Flash sale tonight, everything half price until midnight!' })).toBe(
      'SMS to 3 recipients: "Flash sale tonight, everything half pri…"',
    );
    expect(renderTitle('Note "{Title}"', {})).toBe('Note ""');
  });

  it('takes the first given param of {A|B} (a send by content or by template)', () => {
    const title = 'SMS to {#PhoneNumbers} recipients: "{Content|TemplateId}"';
    expect(renderTitle(title, { PhoneNumbers: ['1', '2'], Content: 'Hi' })).toBe('SMS to 2 recipients: "Hi"');
    expect(renderTitle(title, { PhoneNumbers: ['1'], Content: '', TemplateId: 'tpl-7' })).toBe('SMS to 1 recipients: "tpl-7"');
    expect(renderTitle(title, { PhoneNumbers: [] })).toBe('SMS to 0 recipients: ""');
  });

  it('of alternatives, takes the first whose params are given (a send to numbers or to a file)', () => {
    const title = ['SMS to {#PhoneNumbers} recipients: "{Content|TemplateId}"', 'SMS to the numbers in an uploaded file: "{Content|TemplateId}"'];
    expect(renderTitle(title, { PhoneNumbers: ['1', '2'], Content: 'Hi' })).toBe('SMS to 2 recipients: "Hi"');
    expect(renderTitle(title, { FileId: 'f1', Content: 'Hi' })).toBe('SMS to the numbers in an uploaded file: "Hi"');
    expect(renderTitle(title, {})).toBe('SMS to 0 recipients: ""');
  });

  it("titles AddUSMSSendTask by what it sends to", async () => {
    const { actions } = await import('./actions');
    const def = actions.AddUSMSSendTask;
    expect(renderTitle(def.title!, { FileId: 'AbC', Content: 'Flash sale' })).toBe('SMS to the numbers in an uploaded file: "Flash sale"');
    expect(renderTitle(def.titleZh!, { FileId: 'AbC', Content: 'Flash sale' })).not.toContain('0');
    expect(renderTitle(def.title!, { PhoneNumbers: ['+1', '+2', '+3'], Content: 'Flash sale' })).toBe('SMS to 3 recipients: "Flash sale"');
  });

  it('every registry title has a Chinese title with the same params', async () => {
    const { actions } = await import('./actions');
    const params = (s: string) => [...s.matchAll(/\{[^}]+\}/g)].map((m) => m[0]).sort();
    const variants = (t: string | readonly string[]) => (typeof t === 'string' ? [t] : [...t]);
    for (const [name, def] of Object.entries(actions) as Array<[string, { title?: string | readonly string[]; titleZh?: string | readonly string[] }]>) {
      if (!def.title) continue;
      expect(def.titleZh, name).toBeTruthy();
      expect(variants(def.titleZh!).map(params), name).toEqual(variants(def.title).map(params));
    }
  });
});
