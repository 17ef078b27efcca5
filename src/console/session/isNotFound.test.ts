import { describe, expect, it } from 'vitest';
import { RetCode } from '../../contract/retCodes';
import { ActionError, NetworkError } from './actionErrors';
import { isNotFound } from './isNotFound';

describe('isNotFound', () => {
  it('is true for the contract not-found codes only', () => {
    expect(isNotFound(new ActionError('DescribeUSMSSendTaskStatistics', RetCode.TaskNotFound, 'x'))).toBe(true);
    expect(isNotFound(new ActionError('GetUSMSTemplate', RetCode.TemplateNotFound, 'x'))).toBe(true);
    expect(isNotFound(new ActionError('DescribeUSMSSendTaskStatistics', RetCode.InternalError, 'x'))).toBe(false);
    expect(isNotFound(new NetworkError('DescribeUSMSSendTaskStatistics', 'offline'))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
