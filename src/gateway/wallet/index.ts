export { availableBalance, type WalletAmounts } from './availableBalance';
export { creditWallet } from './creditWallet';
export { debitWallet } from './debitWallet';
export { lockWallet } from './lockWallet';
export { MAIN_WALLET } from './mainWallet';
export { accountBalance, LISTED_PRODUCT_TYPES } from './accountBalance';
export { recordFailedAttempt } from './recordFailedAttempt';
export { refundCharge } from './refundCharge';
export { crossesBelow } from './lowBalance';
