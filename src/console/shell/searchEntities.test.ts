import { describe, expect, it } from 'vitest';
import { fillHref, firstField } from './searchEntities';

describe('fillHref', () => {
  it('fills placeholders from the row, URI-encoded', () => {
    expect(fillHref('/sms/task/{TaskId}/{AccountId}/{SessionNo}', { TaskId: 't 1', AccountId: 'a', SessionNo: 's/1' })).toBe('/sms/task/t%201/a/s%2F1');
    expect(fillHref('/sms/sending?templateId={TemplateId}', { TemplateId: 'x' })).toBe('/sms/sending?templateId=x');
  });
  it('takes the first field of A|B that is not empty', () => {
    expect(fillHref('/audience/contact?keyword={Phone|Email}', { Phone: '', Email: 'a+b@example.com' })).toBe('/audience/contact?keyword=a%2Bb%40example.com');
    expect(fillHref('/audience/contact?keyword={Phone|Email}', { Phone: '+14155550100', Email: 'a@example.com' })).toBe('/audience/contact?keyword=%2B14155550100');
    expect(firstField('Phone|Email', {})).toBe('');
  });
});
