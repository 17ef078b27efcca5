import type { subscriptionActions } from '../../../contract/actions/subscription';
import type { AreaHandlers } from '../../handlers';
import { buySubscriptionPackage } from './buySubscriptionPackage';
import { describeSubscriptionBuyRecord } from './describeSubscriptionBuyRecord';
import { describeSubscriptionPackage } from './describeSubscriptionPackage';
import { getSubscriptionPackagePrice } from './getSubscriptionPackagePrice';
import { upgradeSubscriptionPackage } from './upgradeSubscriptionPackage';

export const subscriptionHandlers = {
  DescribeSubscriptionPackage: describeSubscriptionPackage,
  GetSubscriptionPackagePrice: getSubscriptionPackagePrice,
  DescribeSubscriptionBuyRecord: describeSubscriptionBuyRecord,
  BuySubscriptionPackage: buySubscriptionPackage,
  UpgradeSubscriptionPackage: upgradeSubscriptionPackage,
} satisfies AreaHandlers<keyof typeof subscriptionActions>;
