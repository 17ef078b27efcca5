/** Job kinds of the payment work (run by BillingService's job runner). */
export const PaymentJob = {
  /** ref: SetupIntent id. Fetches its outcome, stores the card, authorises the 10 USD. */
  cardSetup: 'card-setup',
  /** ref: card_holds.id. Releases the 10 USD of a binding when due. */
  holdRelease: 'card-hold-release',
  /** ref: payment id. Charges the card of a recharge and credits the wallet once. */
  inpour: 'inpour-payment',
  /** ref: `<userId>:<productType>`. Refills a wallet that fell below the threshold. */
  autoRecharge: 'auto-recharge', // also named in wallet/applyWalletDeltas.ts
  /** ref: payment_cards.id. Detaches a removed card's token at the provider. */
  detach: 'card-detach',
} as const;
