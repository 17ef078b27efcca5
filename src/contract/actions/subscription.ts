import { z } from 'zod';
import { defineAction } from '../action';
import { PeriodUnit, PriceQuote, SubscriptionBuyRecord, SubscriptionPackage } from '../entities/subscription';
import { requiredString } from '../validation/fields';

const purchase = z.object({
  SubscriptionNo: requiredString('SubscriptionNo is required', 64),
  Period: z.number({ error: 'Period must be a number' }).int().min(1).max(36),
  PeriodUnit,
  Quantity: z.number({ error: 'Quantity must be a number' }).int().min(1).max(100).default(1),
});

export const subscriptionActions = {
  DescribeSubscriptionPackage: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Packages on sale, with price lists and module whitelists.',
    params: z.object({}),
    result: z.object({ Packages: z.array(SubscriptionPackage) }),
  }),
  GetSubscriptionPackagePrice: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Price quote for buying or upgrading to a package.',
    params: purchase.extend({ Upgrade: z.boolean().optional() }),
    result: PriceQuote,
  }),
  DescribeSubscriptionBuyRecord: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The user\'s package purchases, newest first by default.',
    params: z.object({
      Offset: z.number().int().min(0).default(0),
      NumPerPage: z.number().int().min(1).max(100).default(10),
      OrderBy: z.enum(['CreateTime', 'EndTime']).default('CreateTime'),
      OrderType: z.enum(['asc', 'desc']).default('desc'),
    }),
    result: z.object({ Total: z.number().int(), Records: z.array(SubscriptionBuyRecord) }),
  }),
  BuySubscriptionPackage: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Buy a package (the free trial once, paid ones from the balance).',
    params: purchase,
    result: SubscriptionBuyRecord,
    invalidates: ['DescribeSubscriptionBuyRecord', 'GetUserInfo', 'GetBalance', 'GetTransactionList'],
    offline: { queue: false, why: 'money' },
  }),
  UpgradeSubscriptionPackage: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Move the active package to a higher one; unused time is credited.',
    params: purchase,
    result: SubscriptionBuyRecord,
    invalidates: ['DescribeSubscriptionBuyRecord', 'GetUserInfo', 'GetBalance', 'GetTransactionList'],
    offline: { queue: false, why: 'money' },
  }),
} as const;
