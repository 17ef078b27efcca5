/** Labels of unit prices (lib/format.ts `formatUnitPrice`): a price below a cent says what it is the price of. */
export const moneyTexts = {
  perSegment: '{{price}} / segment',
  perMessage: '{{price}} / message',
};
