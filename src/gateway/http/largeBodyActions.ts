/** Actions whose body may exceed 1 MiB (up to 8 MiB): a send to 100,000 numbers is about 1.7 MB of JSON. */
export const LARGE_API_BODY_LIMIT = 8 * 1_048_576;
export const largeBodyActions: ReadonlySet<string> = new Set(['AddUSMSSendTask']);
