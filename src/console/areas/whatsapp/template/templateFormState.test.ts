import { describe, expect, it } from 'vitest';
import { WhatsAppTemplateText as T } from '../../../../contract/whatsapp/templateRules';
import { draftParams, emptyTemplateForm, formProblems, insertNextVariable } from './templateFormState';

describe('the WhatsApp template form', () => {
  const filled = { ...emptyTemplateForm, Name: 'order_update', Category: 'UTILITY' as const, Body: 'Hello {{1}}, your order has shipped today.', BodySamples: ['Ana'] };

  it('checks with the contract schema and keys each message by its field', () => {
    expect(formProblems(filled, null)).toEqual({});
    expect(formProblems({ ...filled, Body: 'Your order has shipped, number {{1}}' }, null)).toEqual({ Body: T.VariableAtEnd });
    expect(formProblems({ ...filled, HeaderFormat: 'IMAGE' }, null)).toEqual({ 'Header.Sample': T.HeaderSampleMedia });
    expect(formProblems({ ...filled, Category: 'AUTHENTICATION', CodeExpiryMinutes: '95' }, null)).toEqual({ CodeExpiryMinutes: T.CodeExpiry });
    expect(formProblems({ ...filled, Category: 'AUTHENTICATION', CodeExpiryMinutes: 'abc' }, null)).toEqual({ CodeExpiryMinutes: T.CodeExpiry });
    expect(formProblems({ ...filled, Name: '' }, 'tpl-1')).toEqual({});
    // Every problem at once, the body's rules beside the missing name and category.
    expect(formProblems({ ...filled, Name: '', Category: '', Body: 'Hi {{2}} {{1}}', BodySamples: [] }, null)).toEqual({
      Name: T.NameRequired,
      Category: 'Category is required',
      Body: T.VariablesInOrder,
      BodySamples: T.SampleRequired,
    });
  });

  it('sends only the samples of the body\'s variables and no header, footer or buttons for authentication', () => {
    expect(draftParams({ ...filled, BodySamples: ['Ana', 'left over'] }).BodySamples).toEqual(['Ana']);
    const auth = draftParams({ ...filled, Category: 'AUTHENTICATION', HeaderFormat: 'TEXT', HeaderText: 'x', Footer: 'f', Buttons: [{ Type: 'QUICK_REPLY', Text: 'b' }] });
    expect([auth.Header, auth.Footer, auth.Buttons, auth.CodeExpiryMinutes]).toEqual([null, '', [], 10]);
  });

  it('inserts the next variable in order at the cursor', () => {
    expect(insertNextVariable('Hello ', 6)).toEqual({ body: 'Hello {{1}}', cursor: 11 });
    expect(insertNextVariable('Hi {{1}}, order  ships', 16)).toEqual({ body: 'Hi {{1}}, order {{2}} ships', cursor: 21 });
  });
});
