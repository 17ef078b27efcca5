import { WalletProductType } from '../../../contract/constants';

const KEYS: Readonly<Record<number, string>> = {
  0: 'bill.product.main',
  [WalletProductType.Advertising]: 'bill.product.advertising',
  [WalletProductType.Voice]: 'bill.product.voice',
  [WalletProductType.Email]: 'bill.product.email',
  [WalletProductType.SMS]: 'bill.product.sms',
};

/** The name of a wallet's product type (0 main, the spec's sub-wallets, any other by its number). */
export function productLabel(t: (key: string, options?: Record<string, unknown>) => string, productType: number): string {
  const key = KEYS[productType];
  return key ? t(key) : t('bill.product.other', { type: productType });
}
