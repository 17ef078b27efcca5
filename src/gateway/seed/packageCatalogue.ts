import { FREE_TRIAL_DAYS, SOCIAL_ACCOUNTS_MAX } from '../../contract/constants';
import type { ModWhitelistEntry, PackagePrice, SubscriptionPackage } from '../../contract/entities/subscription';
import { MONEY_SCALE } from '../../contract/money';

/** Monthly price and the annual one at 10 months: annual billing saves 2 months (spec 001 §1). */
function monthlyAndAnnual(monthlyUnits: number): PackagePrice[] {
  const monthly = monthlyUnits * MONEY_SCALE;
  return [
    { Period: 1, PeriodUnit: 'month', Amount: monthly },
    { Period: 1, PeriodUnit: 'year', Amount: monthly * 10 },
  ];
}

const mods = (entries: Array<[ModWhitelistEntry['ProductMod'], number]>): ModWhitelistEntry[] =>
  entries.map(([ProductMod, Quota]) => ({ ProductMod, Quota }));

/**
 * The packages on sale, declared once; the seed upserts them on every start. Rank orders them for
 * upgrades. Quota 0 means the module is not a limit; limit modules carry their quota.
 */
export const packageCatalogue: readonly SubscriptionPackage[] = [
  {
    SubscriptionNo: 'pkg-free-trial',
    CnName: '免费试用',
    EnName: 'Free Trial',
    Free: true,
    Rank: 0,
    PriceList: [{ Period: FREE_TRIAL_DAYS, PeriodUnit: 'day', Amount: 0 }],
    ModWhitelist: mods([
      ['MarketingPlan', 0],
      ['SocialMedia', 0],
      ['SocialMediaAccountLimit', 3],
      ['EmailLimit', 1_000],
      ['AIGCRequestLimit', 20],
    ]),
  },
  {
    SubscriptionNo: 'pkg-starter',
    CnName: '入门版',
    EnName: 'Starter',
    Free: false,
    Rank: 10,
    PriceList: monthlyAndAnnual(29),
    ModWhitelist: mods([
      ['MarketingPlan', 0],
      ['SocialMedia', 0],
      ['SocialMediaAccountLimit', 5],
      ['EmailLimit', 10_000],
      ['AIGCRequestLimit', 100],
    ]),
  },
  {
    SubscriptionNo: 'pkg-growth',
    CnName: '成长版',
    EnName: 'Growth',
    Free: false,
    Rank: 20,
    PriceList: monthlyAndAnnual(79),
    ModWhitelist: mods([
      ['MarketingPlan', 0],
      ['Automation', 0],
      ['Analysis', 0],
      ['SocialMedia', 0],
      ['SocialMediaAccountLimit', 10],
      ['EmailLimit', 50_000],
      ['AIGCRequestLimit', 500],
    ]),
  },
  {
    SubscriptionNo: 'pkg-pro',
    CnName: '专业版',
    EnName: 'Pro',
    Free: false,
    Rank: 30,
    PriceList: monthlyAndAnnual(199),
    ModWhitelist: mods([
      ['MarketingPlan', 0],
      ['Automation', 0],
      ['Analysis', 0],
      ['SocialMedia', 0],
      ['SocialMediaAccountLimit', SOCIAL_ACCOUNTS_MAX],
      ['EmailLimit', 200_000],
      ['AIGCRequestLimit', 2_000],
    ]),
  },
];

/** The highest-ranked package: the demo account holds it. */
export const topPackage: SubscriptionPackage = packageCatalogue.reduce((a, b) => (b.Rank > a.Rank ? b : a));
