import { describe, expect, it } from 'vitest';
import { RetCode } from '../../../../contract/retCodes';
import { serverSendError } from './serverSendError';

describe('serverSendError: where the sending form shows a refusal', () => {
  it('beside the field its RetCode concerns', () => {
    expect(serverSendError(RetCode.TrialContentOnly, 'Trial accounts can send only the default test content to verified numbers')).toEqual({ field: 'recipients', message: 'Trial accounts can send only the default test content to verified numbers' });
    expect(serverSendError(RetCode.CountryNotSupported, "The recipient's country is not supported.").field).toBe('recipients');
    expect(serverSendError(RetCode.TemplateNotPassed, 'x').field).toBe('templateId');
    expect(serverSendError(RetCode.TemplateVariablesIncomplete, 'x').field).toBe('templateParams');
    expect(serverSendError(RetCode.SendTimeInPast, 'x').field).toBe('schedule');
    expect(serverSendError(RetCode.InsufficientBalance, 'Insufficient Balance').field).toBe('balance');
  });

  it('beside the parameter an invalid-params message names, without the name', () => {
    expect(serverSendError(RetCode.InvalidParams, 'SenderId: Sender ID must be 3-11 letters or digits')).toEqual({ field: 'senderId', message: 'Sender ID must be 3-11 letters or digits' });
    expect(serverSendError(RetCode.InvalidParams, 'PhoneNumbers.4: Too big')).toEqual({ field: 'recipients', message: 'Too big' });
    expect(serverSendError(RetCode.InvalidParams, 'Tags: Too big')).toEqual({ field: 'tags', message: 'Too big' });
    expect(serverSendError(RetCode.InvalidParams, 'File parsing failed')).toEqual({ field: 'recipients', message: 'File parsing failed' });
    expect(serverSendError(RetCode.InvalidParams, 'The file data is empty').field).toBe('recipients');
  });

  it('for the whole send when it names no field', () => {
    expect(serverSendError(RetCode.InvalidParams, 'Give PhoneNumbers or FileId, not both')).toEqual({ field: null, message: 'Give PhoneNumbers or FileId, not both' });
    expect(serverSendError(RetCode.InternalError, 'The system is busy')).toEqual({ field: null, message: 'The system is busy' });
  });
});
