import { z } from 'zod';
import { defineAction } from '../action';
import { Country, Project, TimeZone } from '../entities/reference';

export const referenceActions = {
  GetCountryCodeList: defineAction({
    kind: 'read',
    access: 'public',
    summary: 'Every country with name, alias, phone prefix and ISO code.',
    params: z.object({}),
    result: z.object({ Countries: z.array(Country) }),
    mirror: { store: 'reference', prefetch: [{}] },
  }),
  GetTimeZones: defineAction({
    kind: 'read',
    access: 'public',
    summary: 'IANA time zones with their current offset in minutes.',
    params: z.object({}),
    result: z.object({ TimeZones: z.array(TimeZone) }),
    mirror: { store: 'reference', prefetch: [{}] },
  }),
  ListProjects: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The projects (accounts) of the signed-in user, keyed by ProjectId.',
    params: z.object({}),
    result: z.record(z.string(), Project),
  }),
} as const;
