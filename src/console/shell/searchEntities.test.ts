import { describe, expect, it } from 'vitest';
import { fillHref } from './searchEntities';

describe('fillHref', () => {
  it('fills placeholders from the row, URI-encoded', () => {
    expect(fillHref('/sms/task/{TaskId}/{AccountId}/{SessionNo}', { TaskId: 't 1', AccountId: 'a', SessionNo: 's/1' })).toBe('/sms/task/t%201/a/s%2F1');
    expect(fillHref('/sms/sending?templateId={TemplateId}', { TemplateId: 'x' })).toBe('/sms/sending?templateId=x');
  });
});
