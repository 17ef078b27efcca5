import { describe, expect, it } from 'vitest';
import { smsActions } from '../../../../contract/actions/sms';
import { ValidationText } from '../../../../contract/validation/rules';
import { validate } from '../../../ui/form/validate';
import { createParams, draftKey, emptyTemplateForm, formErrors, serverTemplateError, formFromTemplate, sameForm, sourceTemplateId, templateFormMode, updateParams } from './templateForm';

const filled = { name: 'Order shipped', purpose: 3, body: 'Hi {{1}}, order {{2}} is on its way.', remark: 'for the shop' };

describe('template form mode', () => {
  it('reads the route parameters', () => {
    expect(templateFormMode({})).toEqual({ kind: 'create' });
    expect(templateFormMode({ recreateTemplateId: 'tpl-1' })).toEqual({ kind: 'recreate', fromId: 'tpl-1' });
    expect(templateFormMode({ templateId: 'tpl-2', id: 'prj-9' })).toEqual({ kind: 'update', templateId: 'tpl-2', accountId: 'prj-9' });
  });

  it('names the source template and a draft per form', () => {
    expect(sourceTemplateId({ kind: 'create' })).toBeNull();
    expect(sourceTemplateId({ kind: 'recreate', fromId: 'a' })).toBe('a');
    expect(sourceTemplateId({ kind: 'update', templateId: 'b', accountId: 'p' })).toBe('b');
    const keys = [draftKey({ kind: 'create' }), draftKey({ kind: 'recreate', fromId: 'a' }), draftKey({ kind: 'update', templateId: 'a', accountId: 'p' })];
    expect(new Set(keys).size).toBe(3);
  });
});

describe('form <-> params', () => {
  it('fills the form from a template and back', () => {
    const v = formFromTemplate({ TemplateName: 'N', Purpose: 2, Template: 'Code {{1}}', Remark: 'r' });
    expect(v).toEqual({ name: 'N', purpose: 2, body: 'Code {{1}}', remark: 'r' });
    expect(updateParams('tpl-1', v)).toEqual({ TemplateId: 'tpl-1', TemplateName: 'N', Purpose: 2, Template: 'Code {{1}}', Remark: 'r' });
  });

  it('sends RecreateTemplateId only when recreating', () => {
    expect(createParams(filled)).not.toHaveProperty('RecreateTemplateId');
    expect(createParams(filled, 'tpl-3')).toMatchObject({ RecreateTemplateId: 'tpl-3', TemplateName: 'Order shipped', Purpose: 3 });
  });

  it('passes the contract schemas when filled in', () => {
    expect(validate(smsActions.CreateUSMSTemplate.params, createParams(filled)).ok).toBe(true);
    expect(validate(smsActions.UpdateUSMSTemplate.params, updateParams('tpl-1', filled)).ok).toBe(true);
  });

  it('maps the spec texts of the schema to the form fields', () => {
    const v = validate(smsActions.CreateUSMSTemplate.params, createParams({ ...emptyTemplateForm, name: 'a;b' }));
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(formErrors(v.errors)).toEqual({ name: ValidationText.ForbiddenCharacters, body: ValidationText.FieldRequired });
    const empty = validate(smsActions.CreateUSMSTemplate.params, createParams(emptyTemplateForm));
    expect(!empty.ok && formErrors(empty.errors).name).toBe(ValidationText.NameRequired);
  });

  it('ignores messages of params the form does not show', () => {
    expect(formErrors({ TemplateId: 'TemplateId is required', Remark: 'too long' })).toEqual({ remark: 'too long' });
  });

  it('compares form states', () => {
    expect(sameForm(filled, { ...filled })).toBe(true);
    expect(sameForm(filled, { ...filled, body: `${filled.body} ` })).toBe(false);
  });
});

describe('server refusals', () => {
  it('go beside the field they name, without the name', () => {
    expect(serverTemplateError('TemplateName: Text inputs cannot contain quotes')).toEqual({ field: 'name', message: 'Text inputs cannot contain quotes' });
    expect(serverTemplateError('Template: Too big')).toEqual({ field: 'body', message: 'Too big' });
    expect(serverTemplateError('Remark: Too big')).toEqual({ field: 'remark', message: 'Too big' });
  });
  it('go to the whole form when they name none (or a parameter the form has no field for)', () => {
    expect(serverTemplateError('This template cannot be changed while in review')).toEqual({ field: null, message: 'This template cannot be changed while in review' });
    expect(serverTemplateError('RecreateTemplateId: Too big')).toEqual({ field: null, message: 'RecreateTemplateId: Too big' });
  });
});
