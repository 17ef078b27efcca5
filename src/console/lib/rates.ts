/** Rates shown as percentages with one decimal, computed with integer math. */

/** part/whole in tenths of a percent, rounded half up with integer math; null when whole is 0. */
export function rateTenths(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.floor((part * 2000 + whole) / (2 * whole));
}

/** 975 -> '97.5%'. */
export function formatTenths(tenths: number): string {
  return `${Math.floor(tenths / 10)}.${tenths % 10}%`;
}

