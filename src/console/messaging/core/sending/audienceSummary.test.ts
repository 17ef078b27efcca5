import { describe, expect, it } from 'vitest';
import { audienceSummary } from './audienceSummary';

describe('audienceSummary', () => {
  it('splits the counted countries into recipients and unsupported ones', () => {
    const count = { Members: 10, Reachable: 7, ByCountry: [{ Country: 'US', Count: 4 }, { Country: 'GB', Count: 2 }, { Country: 'KP', Count: 1 }], CountTime: 100 };
    expect(audienceSummary({ kind: 'Segment', id: 'S', name: 'VIPs' }, count, new Set(['US', 'GB']))).toEqual({
      kind: 'Segment',
      id: 'S',
      name: 'VIPs',
      members: 10,
      reachable: 7,
      recipients: 6,
      unsupported: 1,
      byCountry: { US: 4, GB: 2 },
      countTime: 100,
    });
    expect(audienceSummary({ kind: 'Group', id: 'G', name: 'g' }, count, null)).toMatchObject({ recipients: 7, unsupported: 0 });
  });
});
