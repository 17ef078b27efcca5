import { z } from 'zod';

/** Country (spec 000 §3). */
export const Country = z.object({
  CountryName: z.string(),
  CountryAlias: z.string(),
  PhonePrefix: z.string(),
  CountryCode: z.string(),
});
export type Country = z.infer<typeof Country>;

/** Time zone (spec 000 §3). Offset is minutes east of UTC at the time of the answer. */
export const TimeZone = z.object({
  ZoneKey: z.string(),
  Area: z.string(),
  Offset: z.number().int(),
});
export type TimeZone = z.infer<typeof TimeZone>;

/** One project (account) of ListProjects; Data is a map keyed by ProjectId. */
export const Project = z.object({
  ProjectId: z.string(),
  ProjectName: z.string(),
  IsDefault: z.boolean(),
  CreateTime: z.number().int(),
});
export type Project = z.infer<typeof Project>;
