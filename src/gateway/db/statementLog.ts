import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which SQL statements a piece of work sends to the database — each one is a round trip (BEGIN and
 * COMMIT included). `openDatabase` notes every statement its connections send; only statements sent
 * from inside `recordStatements` are kept, so background work (job runners, mail) is not counted.
 * Used by tests that pin the cost of a hot Action and by profiling; outside a recording it costs one
 * AsyncLocalStorage lookup per statement.
 */
const scope = new AsyncLocalStorage<string[]>();
const decoder = new TextDecoder();

export async function recordStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const result = await scope.run(statements, fn);
  return { result, statements };
}

export function noteStatement(text: string): void {
  scope.getStore()?.push(text);
}

/**
 * The SQL text of one frontend protocol message if it starts a statement: a Parse ('P': name, then
 * the query) of the extended protocol or a simple Query ('Q'). Other messages (Bind, Describe,
 * Execute, Sync) belong to the statement their Parse started. Null also outside a recording, so
 * that nothing is decoded then.
 */
export function statementOfMessage(message: Uint8Array): string | null {
  if (scope.getStore() === undefined) return null; // not recording: nothing to decode
  const type = message[0];
  if (type !== 0x50 && type !== 0x51) return null;
  let start = 5;
  if (type === 0x50) {
    const nameEnd = message.indexOf(0, start);
    if (nameEnd < 0) return null;
    start = nameEnd + 1;
  }
  const end = message.indexOf(0, start);
  return decoder.decode(message.subarray(start, end < 0 ? message.length : end));
}
