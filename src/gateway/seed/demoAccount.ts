import { WalletProductType } from '../../contract/constants';
import { MAIN_WALLET } from '../wallet';

/** The demo account the seed creates on an empty database (printed at start-up, stated in the README). */
export const demoAccount = {
  email: 'demo@example.com',
  password: 'Demo-2026!',
  displayName: 'Demo Marketer',
  /** Opening balances (10000 per unit): $1,000.00 main, $200.00 SMS, $100.00 e-mail and voice. */
  funding: [
    { productType: MAIN_WALLET, amount: 10_000_000 },
    { productType: WalletProductType.SMS, amount: 2_000_000 },
    { productType: WalletProductType.Email, amount: 1_000_000 },
    { productType: WalletProductType.Voice, amount: 1_000_000 },
  ],
} as const;

/**
 * The support operator the seed creates with the demo account: role 'operator' (the TicketOperator
 * permission), so it answers every customer's tickets from /setting/work-order. Change its
 * password (account settings) before the console is reachable by anyone else.
 */
export const operatorAccount = {
  email: 'operator@example.com',
  password: 'Operator-2026!',
  displayName: 'Support Operator',
} as const;
