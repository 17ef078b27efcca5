import { useMemo } from 'react';
import { WalletProductType } from '../../../../contract/constants';
import { SmsTemplateStatus } from '../../../../contract/sms/templateMeta';
import { useAction } from '../../../session';
import { pricesByCountry } from '../../../messaging/core/sending/costEstimate';

const PRICE_PARAMS = {};
const BALANCE_PARAMS = { ProductType: WalletProductType.SMS };
const TEMPLATE_PARAMS = { Status: SmsTemplateStatus.Passed, Limit: 100 };

/** What the sending page reads from the gateway: prices per country, the SMS wallet, the passed templates. */
export function useSendingData() {
  const prices = useAction('GetUSMSPrice', PRICE_PARAMS);
  const balance = useAction('GetBalance', BALANCE_PARAMS);
  const templates = useAction('QueryUSMSTemplate', TEMPLATE_PARAMS);
  const priceList = prices.data?.Prices;
  const priceMap = useMemo(() => pricesByCountry(priceList ?? []), [priceList]);
  const supportedList = useMemo(() => (priceList ? Object.keys(pricesByCountry(priceList)).sort() : null), [priceList]);
  const supportedSet = useMemo(() => (supportedList ? new Set(supportedList) : null), [supportedList]);
  return {
    priceMap,
    supportedList,
    supportedSet,
    available: balance.data?.Available ?? null,
    /** Set when prices or balance are a stored copy (offline): when they were fetched, ms. */
    pricesAsOf: prices.asOf,
    balanceAsOf: balance.asOf,
    reloadBalance: balance.reload,
    templates: templates.data?.Templates ?? (templates.error ? [] : null),
  };
}
