import { beforeEach, describe, expect, it } from 'vitest';
import { captureMarketingCodes, readMarketingCodes } from './marketingCodes';
import { setStoreForTests } from './storage';

describe('marketing codes', () => {
  beforeEach(() => setStoreForTests());
  it('keeps saleCode and channelCode from the query string for 259200 s', () => {
    const t0 = Date.UTC(2026, 0, 1);
    captureMarketingCodes('?saleCode=S1&channelCode=C9&x=1', t0);
    expect(readMarketingCodes(t0 + 259_199_000)).toEqual({ SaleCode: 'S1', ChannelCode: 'C9' });
    expect(readMarketingCodes(t0 + 259_200_000)).toEqual({});
  });
  it('ignores a query string without codes', () => {
    captureMarketingCodes('?service=%2Fdashboard', 0);
    expect(readMarketingCodes(0)).toEqual({});
  });
});
