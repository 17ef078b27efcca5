/** The billing area (/bill/…): one chunk with its texts (Stripe Elements is a chunk of its own). */
export { areaTexts } from './areaTexts';
export { BillManagementPage } from './BillManagementPage';
export { BillSubscriptionPage } from './BillSubscriptionPage';
export { InvoicePage } from './InvoicePage';
export { PaymentMethodPage } from './PaymentMethodPage';
export { PaymentStatusPage } from './PaymentStatusPage';
export { UpgradePage } from './UpgradePage';
export { UsagePage } from './UsagePage';
