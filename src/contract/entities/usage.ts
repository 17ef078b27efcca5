import { z } from 'zod';

const int = () => z.number().int();

/**
 * Spending of one product type in one period (10000 per unit): what its wallets paid (charges,
 * deductions, packages) less what came back as refunds. Period is labelled like the SMS statistics:
 * YYYY-MM-DD, IYYY-"W"IW or YYYY-MM in the asked time zone.
 */
export const OrderAmountPoint = z.object({ Period: z.string(), ProductType: int(), Amount: int() });
export type OrderAmountPoint = z.infer<typeof OrderAmountPoint>;

export const OrderAmountStatistics = z.object({
  Series: z.array(OrderAmountPoint),
  Totals: z.array(z.object({ ProductType: int(), Amount: int() })),
  Total: int(),
});
export type OrderAmountStatistics = z.infer<typeof OrderAmountStatistics>;

/** SMS billed in one period: messages charged, their segments and the amount. */
export const SmsBillPoint = z.object({ Period: z.string(), Messages: int(), Segments: int(), Amount: int() });
export type SmsBillPoint = z.infer<typeof SmsBillPoint>;

export const SmsBillStatistics = z.object({
  Series: z.array(SmsBillPoint),
  Total: z.object({ Messages: int(), Segments: int(), Amount: int() }),
  /** The countries billed most in the range, by amount (at most 10). */
  Countries: z.array(z.object({ CountryCode: z.string(), Messages: int(), Amount: int() })),
});
export type SmsBillStatistics = z.infer<typeof SmsBillStatistics>;
