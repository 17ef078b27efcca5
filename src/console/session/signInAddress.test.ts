import { describe, expect, it } from 'vitest';
import { serviceTarget, signInAddress } from './signInAddress';

describe('sign-in address', () => {
  it('carries the current address as the service parameter', () => {
    expect(signInAddress('/subscription?x=1')).toBe('/signin?service=%2Fsubscription%3Fx%3D1');
    expect(signInAddress('/dashboard')).toBe('/signin');
    expect(signInAddress('/signin?service=%2Fa')).toBe('/signin');
  });
  it('returns only to same-origin paths', () => {
    expect(serviceTarget('?service=%2Fsubscription%3Fx%3D1')).toBe('/subscription?x=1');
    expect(serviceTarget('?service=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(serviceTarget('?service=%2F%2Fevil.example')).toBe('/dashboard');
    expect(serviceTarget('?service=%2Fsignin')).toBe('/dashboard');
    expect(serviceTarget('')).toBe('/dashboard');
  });
});
