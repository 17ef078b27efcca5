import { describe, expect, it } from 'vitest';
import type { ProductModule } from '../../contract/constants';
import { decideAccess, type AccessSubject } from './decideAccess';

const subject = (over: Partial<AccessSubject> = {}): AccessSubject => ({
  userType: 1,
  permissions: ['WhatsAppAgent'],
  modules: new Set<ProductModule>(),
  ...over,
});

describe('decideAccess', () => {
  it('runs what needs nothing', () => expect(decideAccess({}, subject())).toBe('allow'));
  it('runs a gated feature when the active package whitelists its module', () =>
    expect(decideAccess({ module: 'MarketingPlan' }, subject({ modules: new Set(['MarketingPlan']) }))).toBe('allow'));
  it('asks an upgradable user to upgrade', () =>
    expect(decideAccess({ module: 'Automation' }, subject({ modules: new Set(['MarketingPlan']) }))).toBe('upgrade'));
  it('warns a Type 4 user that upgrading is not possible', () =>
    expect(decideAccess({ module: 'Analysis' }, subject({ userType: 4 }))).toBe('no-upgrade-permission'));
  it('hides items needing a permission key the user lacks', () => {
    expect(decideAccess({ permission: 'TestUser' }, subject())).toBe('hidden');
    expect(decideAccess({ permission: 'TestUser' }, subject({ permissions: ['TestUser'] }))).toBe('allow');
  });
  it('shows WhatsAppAgent items to every user (the gateway grants the key to all)', () =>
    expect(decideAccess({ permission: 'WhatsAppAgent' }, subject())).toBe('allow'));
  it('checks the permission before the module', () =>
    expect(decideAccess({ permission: 'TestUser', module: 'SocialMedia' }, subject())).toBe('hidden'));
});
