import { WalletProductType } from '../../contract/constants';

const NAMES: Readonly<Record<number, string>> = {
  0: 'main',
  [WalletProductType.SMS]: 'SMS',
  [WalletProductType.Voice]: 'voice',
  [WalletProductType.Email]: 'e-mail',
  [WalletProductType.Advertising]: 'advertising',
};

/** A wallet's product type in English words, for provider descriptions and invoices. */
export function productName(productType: number): string {
  return NAMES[productType] ?? `product ${productType}`;
}
