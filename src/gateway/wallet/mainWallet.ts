/** productType of the main wallet; sub-wallets use the spec's product types (WalletProductType). */
export const MAIN_WALLET = 0;
