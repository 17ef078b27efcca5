import { describe, expect, it } from 'vitest';
import { audienceFromQuery } from './audienceFromQuery';

describe('audienceFromQuery', () => {
  it('reads a group or segment from the address', () => {
    expect(audienceFromQuery('?segmentId=SEG1')).toEqual({ source: 'segment', audienceId: 'SEG1' });
    expect(audienceFromQuery('?groupId=GRP1')).toEqual({ source: 'group', audienceId: 'GRP1' });
    expect(audienceFromQuery('?copy=T1')).toBeNull();
  });
});
