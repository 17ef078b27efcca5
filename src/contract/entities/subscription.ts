import { z } from 'zod';
import { ProductModules } from '../constants';

export const PeriodUnit = z.enum(['day', 'month', 'year']);
export type PeriodUnit = z.infer<typeof PeriodUnit>;

export const ModWhitelistEntry = z.object({
  ProductMod: z.enum(ProductModules),
  /** Quota for limit modules (SocialMediaAccountLimit, EmailLimit, AIGCRequestLimit); 0 = not a limit. */
  Quota: z.number().int(),
});
export type ModWhitelistEntry = z.infer<typeof ModWhitelistEntry>;

/** One price of a package: Amount (integer, 10000 per unit) for Period PeriodUnits. */
export const PackagePrice = z.object({
  Period: z.number().int(),
  PeriodUnit,
  Amount: z.number().int(),
});
export type PackagePrice = z.infer<typeof PackagePrice>;

/** Subscription package (spec 000 §3). Rank orders packages for upgrades. */
export const SubscriptionPackage = z.object({
  SubscriptionNo: z.string(),
  CnName: z.string(),
  EnName: z.string(),
  Free: z.boolean(),
  Rank: z.number().int(),
  PriceList: z.array(PackagePrice),
  ModWhitelist: z.array(ModWhitelistEntry),
});
export type SubscriptionPackage = z.infer<typeof SubscriptionPackage>;

/** Subscription purchase Status: 1 is the active one (spec 000 §4). */
export { SubscriptionStatus } from '../display/subscriptionStatus';

/** Subscription purchase record (spec 000 §3). Times are unix seconds. */
export const SubscriptionBuyRecord = z.object({
  Id: z.number().int(),
  Status: z.number().int(),
  SubscriptionNo: z.string(),
  CnName: z.string(),
  EnName: z.string(),
  Free: z.boolean(),
  Period: z.number().int(),
  PeriodUnit,
  CostAmount: z.number().int(),
  CreateTime: z.number().int(),
  EndTime: z.number().int(),
  ModWhitelist: z.array(ModWhitelistEntry),
  Quantity: z.number().int(),
});
export type SubscriptionBuyRecord = z.infer<typeof SubscriptionBuyRecord>;

export const PriceQuote = z.object({
  SubscriptionNo: z.string(),
  Period: z.number().int(),
  PeriodUnit,
  Quantity: z.number().int(),
  Subtotal: z.number().int(),
  Credit: z.number().int(),
  Taxes: z.number().int(),
  Total: z.number().int(),
});
export type PriceQuote = z.infer<typeof PriceQuote>;
