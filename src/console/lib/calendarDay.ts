const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The local calendar day of a moment ('YYYY-MM-DD'), used to dismiss notices "for today". Plain
 * Date arithmetic, not dayjs: it runs at start-up on every page, public ones included.
 */
export function calendarDay(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
