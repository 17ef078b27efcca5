import { describe, expect, it } from 'vitest';
import { checkDomainDns, DnsLookupError, type DnsLookup } from './checkDomainDns';
import { expectedRecords } from './domainRecords';

const records = expectedRecords({ domain: 'mail.shop.example', dkimSelector: 'mc01', dkimPublicKey: 'MIIBpublicKEY+/=', trackingPrefix: 'trk' }, 'mail.platform.test');

function fail(code: string): never {
  throw Object.assign(new Error(code), { code });
}

/** A lookup answering from a table; a missing name is ENOTFOUND, a name given an error code fails with it. */
function lookupOf(table: { txt?: Record<string, string[][]>; mx?: Record<string, { exchange: string; priority: number }[]>; cname?: Record<string, string[]>; error?: Record<string, string> }): DnsLookup {
  const answer = <T>(map: Record<string, T[]> | undefined, name: string): Promise<T[]> => {
    if (table.error?.[name]) return Promise.resolve().then(() => fail(table.error![name]!));
    const rows = map?.[name];
    return rows ? Promise.resolve(rows) : Promise.resolve().then(() => fail('ENOTFOUND'));
  };
  return { resolveTxt: (n) => answer(table.txt, n), resolveMx: (n) => answer(table.mx, n), resolveCname: (n) => answer(table.cname, n) };
}

const good = {
  txt: {
    'mail.shop.example': [['v=spf1 include:_spf.mail.platform.test ~all'], ['google-site-verification=x']],
    'mc01._domainkey.mail.shop.example': [['v=DKIM1; k=rsa; p=MIIBpublic', 'KEY+/=']],
    '_dmarc.mail.shop.example': [['v=DMARC1; p=reject; rua=mailto:d@shop.example']],
  },
  mx: { 'mail.shop.example': [{ exchange: 'MX.Mail.Platform.Test.', priority: 5 }] },
  cname: { 'trk.mail.shop.example': ['track.mail.platform.test.'] },
};

describe('checkDomainDns', () => {
  it('passes records published as shown: DKIM split over strings, MX in any case with a trailing dot, other TXT records beside SPF', async () => {
    const results = await checkDomainDns(lookupOf(good), records);
    expect(Object.fromEntries([...results].map(([k, v]) => [k, v.status]))).toEqual({ SPF: 1, DKIM: 1, DMARC: 1, MX: 1, Tracking: 1 });
  });

  it('fails two SPF records, another DKIM key, a second DMARC record and another mail server, showing what DNS holds', async () => {
    const results = await checkDomainDns(
      lookupOf({
        ...good,
        txt: {
          'mail.shop.example': [['v=spf1 include:_spf.mail.platform.test ~all'], ['v=spf1 -all'], ['other']],
          'mc01._domainkey.mail.shop.example': [['v=DKIM1; k=rsa; p=OTHER']],
          '_dmarc.mail.shop.example': [['v=DMARC1; p=none'], ['v=DMARC1; p=reject']],
        },
        mx: { 'mail.shop.example': [{ exchange: 'mx.elsewhere.test', priority: 10 }] },
      }),
      records,
    );
    expect(results.get('SPF')).toEqual({ status: 2, found: ['v=spf1 include:_spf.mail.platform.test ~all', 'v=spf1 -all'] });
    expect(results.get('DKIM')).toEqual({ status: 2, found: ['v=DKIM1; k=rsa; p=OTHER'] });
    expect(results.get('DMARC')!.status).toBe(2);
    expect(results.get('MX')).toEqual({ status: 2, found: ['10 mx.elsewhere.test'] });
  });

  it('an SPF record without the include fails', async () => {
    const results = await checkDomainDns(lookupOf({ ...good, txt: { ...good.txt, 'mail.shop.example': [['v=spf1 include:_spf.other.test ~all']] } }), records);
    expect(results.get('SPF')!.status).toBe(2);
  });

  it('treats no such name and no data as a record not published', async () => {
    const results = await checkDomainDns(lookupOf({ error: { 'mail.shop.example': 'ENODATA' } }), records);
    expect([...results.values()].every((r) => r.status === 2 && r.found.length === 0)).toBe(true);
  });

  it('throws DnsLookupError when DNS cannot be asked (timeout, refused, server failure)', async () => {
    for (const code of ['ETIMEOUT', 'ECONNREFUSED', 'ESERVFAIL']) {
      await expect(checkDomainDns(lookupOf({ ...good, error: { '_dmarc.mail.shop.example': code } }), records)).rejects.toBeInstanceOf(DnsLookupError);
    }
  });
});
