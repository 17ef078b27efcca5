import { describe, expect, it } from 'vitest';
import type { AccessDecision } from '../access';
import { en } from '../i18n/locales/en';
import { routeTable } from '../routes/routeTable';
import type { RouteDef } from '../routes/routeTypes';
import { welcomeFeatures } from './welcomeFeatures';

const allow = (): AccessDecision => 'allow';

describe('welcomeFeatures', () => {
  it('describes only sections the route table has', () => {
    const table: RouteDef[] = [
      { path: '/dashboard', layout: 'shell', titleKey: 'd', menu: { group: 'dashboard', order: 1 } },
      { path: '/analysis/marketing_analysis', layout: 'shell', titleKey: 'a', menu: { group: 'analysis', order: 1 } },
    ];
    expect(welcomeFeatures(table, allow)).toEqual(['welcome.features.analysis']);
    expect(welcomeFeatures([...table, { path: '/sms/overview', layout: 'shell', titleKey: 's', menu: { group: 'channels', section: 'sms', order: 1 } }], allow)).toEqual([
      'welcome.features.sms',
      'welcome.features.analysis',
    ]);
  });
  it('leaves out hidden sections', () => {
    expect(welcomeFeatures(routeTable, (r) => (r.module === 'Analysis' ? 'hidden' : 'allow'))).toEqual(['welcome.features.sms']);
  });
  it('has an English text for every line it can show', () => {
    const features: Record<string, string> = en.welcome.features;
    for (const key of welcomeFeatures(routeTable, allow)) expect(features[key.split('.').pop()!]).toBeTruthy();
  });
});
