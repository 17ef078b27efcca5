import { describe, expect, it } from 'vitest';
import { isLocalAddress, localHref, routeHref } from './routeHref';

describe('routeHref', () => {
  it('fills each parameter as one encoded path segment', () => {
    expect(routeHref('/sms/task/{taskId}/{accountId}/{sessionNo}', { taskId: 'a/b', accountId: 'x y', sessionNo: 7 })).toBe('/sms/task/a%2Fb/x%20y/7');
    expect(routeHref('/sms/update-template/{templateId}/{id}', { templateId: 'tpl 1', id: 'prj' })).toBe('/sms/update-template/tpl%201/prj');
  });

  it('gives a route without parameters as it is, with an optional query', () => {
    expect(routeHref('/dashboard')).toBe('/dashboard');
    expect(routeHref('/sms/message', '?status=2&page=1')).toBe('/sms/message?status=2&page=1');
    expect(routeHref('/sms/message', '')).toBe('/sms/message');
    expect(routeHref('/buyPackage', { no: 'S 1', billing: 'year', upgrade: undefined })).toBe('/buyPackage?no=S%201&billing=year');
    expect(routeHref('/buyPackage', { no: 'S1', empty: '', upgrade: 1 })).toBe('/buyPackage?no=S1&upgrade=1');
    expect(routeHref('/sms/new-template/{recreateTemplateId}', { recreateTemplateId: 't1' }, { from: 'list' })).toBe('/sms/new-template/t1?from=list');
  });

  it('refuses an empty or missing parameter and a query without "?" at run time', () => {
    expect(() => routeHref('/medialogin/{type}', { type: '' })).toThrow(/needs a non-empty 'type'/);
    // Past the types (data from outside): still an error, not '/medialogin/undefined'.
    expect(() => (routeHref as (p: string, v: object) => string)('/medialogin/{type}', {})).toThrow(/needs a non-empty 'type'/);
    expect(() => routeHref('/sms/message', 'status=2')).toThrow(/must start with '\?'/);
  });
});

describe('localHref', () => {
  it('takes same-origin paths only', () => {
    expect(localHref('/sms/task/1/2/3?x=1')).toBe('/sms/task/1/2/3?x=1');
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '']) {
      expect(isLocalAddress(bad), bad).toBe(false);
      expect(() => localHref(bad), bad).toThrow(/not a same-origin path/);
    }
  });
});
