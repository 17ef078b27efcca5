import { beforeEach, describe, expect, it } from 'vitest';
import { toasts } from '../ui/toast/toastStore';
import { ActionError, NetworkError } from './actionErrors';
import { getBlob } from './callBlob';
import { saveTokens } from './credentials';
import { setStoreForTests } from './storage';
import { setFetchForTests } from './transport';

const ORIGIN = 'https://console.example';

describe('getBlob (a file address an Action returned)', () => {
  beforeEach(() => {
    setStoreForTests();
    toasts.value = [];
  });

  it('GETs the same-origin address without the access token and names the file from Content-Disposition', async () => {
    saveTokens({ AccessToken: 'tok', RefreshToken: 'ref', AdminUserID: 7 });
    const seen: Array<[string, RequestInit]> = [];
    setFetchForTests(async (url, init) => {
      seen.push([url, init]);
      return new Response('\ufeffMessageId,PhoneNumber\n1,+14155550199\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="x.csv"; filename*=UTF-8''sms-records-e1.csv` },
      });
    });
    const answer = await getBlob('GetUSMSExportSendRecordFile', '/api/files/sms-export/e1?token=dl_1', { origin: ORIGIN });
    expect(answer.fileName).toBe('sms-records-e1.csv');
    expect(await answer.blob.text()).toContain('+14155550199');
    expect(seen[0]![0]).toBe(`${ORIGIN}/api/files/sms-export/e1?token=dl_1`);
    expect(seen[0]![1].method).toBe('GET');
    expect(seen[0]![1].headers).toBeUndefined();
  });

  it('shows the envelope Message of a refused address as a toast', async () => {
    setFetchForTests(async () => new Response(JSON.stringify({ RetCode: 230008, Message: 'Export Failed: Url error' }), { status: 404, headers: { 'Content-Type': 'application/json; charset=utf-8' } }));
    await expect(getBlob('GetUSMSExportSendRecordFile', '/api/files/sms-export/e1?token=old', { origin: ORIGIN })).rejects.toBeInstanceOf(ActionError);
    expect(toasts.value.map((t) => [t.kind, t.text])).toEqual([['error', 'Export Failed: Url error']]);
  });

  it('refuses an address of another origin without fetching it', async () => {
    let fetched = false;
    setFetchForTests(async () => {
      fetched = true;
      return new Response('');
    });
    await expect(getBlob('GetUSMSExportSendRecordFile', 'https://elsewhere.example/file.csv', { origin: ORIGIN })).rejects.toBeInstanceOf(NetworkError);
    expect(fetched).toBe(false);
    expect(toasts.value).toHaveLength(1);
  });
});
