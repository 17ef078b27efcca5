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
});
