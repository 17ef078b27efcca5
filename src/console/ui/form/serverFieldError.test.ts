import { describe, expect, it } from 'vitest';
import { serverParamError } from './serverFieldError';

describe('serverParamError', () => {
  it('reads the parameter a refusal names, inside a list too', () => {
    expect(serverParamError('PhoneNumbers: Phone number is required')).toEqual({ param: 'PhoneNumbers', message: 'Phone number is required' });
    expect(serverParamError('PhoneNumbers.3: Too big: expected string to have <=32 characters')).toEqual({ param: 'PhoneNumbers', message: 'Too big: expected string to have <=32 characters' });
  });
  it('answers no parameter for a message that names none', () => {
    expect(serverParamError('Insufficient Balance')).toEqual({ param: null, message: 'Insufficient Balance' });
    expect(serverParamError('File parsing failed')).toEqual({ param: null, message: 'File parsing failed' });
  });
});
