import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../../contract/sms/templateVariables';
import { previewText } from './templatePreview';

describe('previewText', () => {
  const body = 'Hi {{1}}, your order {{ 2 }} ships {{1}}.';

  it('fills given values and keeps open variables visible', () => {
    expect(previewText(body, { 1: 'Ann' })).toBe('Hi Ann, your order {{ 2 }} ships Ann.');
    expect(previewText(body, { 1: '', 2: 'A-17' })).toBe('Hi {{1}}, your order A-17 ships {{1}}.');
  });

  it('equals the contract renderTemplate when every value is given', () => {
    const r = renderTemplate(body, ['Ann', 'A-17']);
    expect('text' in r && r.text).toBe(previewText(body, { 1: 'Ann', 2: 'A-17' }));
  });

  it('leaves a body without variables unchanged', () => {
    expect(previewText('Plain text', {})).toBe('Plain text');
  });
});
