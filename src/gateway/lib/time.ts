/** Database times are unix milliseconds; the API speaks unix seconds where the spec says so. */
export function toUnixSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}
