import { describe, expect, it } from 'vitest';
import { noteStatement, recordStatements, statementOfMessage } from './statementLog';

const enc = new TextEncoder();
/** A frontend message: type byte, int32 length, then the body. */
function message(type: string, ...parts: string[]): Uint8Array {
  const body = enc.encode(parts.map((p) => `${p}\0`).join(''));
  const out = new Uint8Array(5 + body.length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, 4 + body.length);
  out.set(body, 5);
  return out;
}

describe('statementLog', () => {
  it('keeps the statements noted inside a recording only, across awaits', async () => {
    noteStatement('outside');
    const { result, statements } = await recordStatements(async () => {
      noteStatement('begin');
      await new Promise((r) => setTimeout(r, 1));
      noteStatement('commit');
      return 7;
    });
    expect(result).toBe(7);
    expect(statements).toEqual(['begin', 'commit']);
  });

  it('reads the SQL of a Parse (after the statement name) or a simple Query, nothing of other messages', async () => {
    const { result } = await recordStatements(async () => [
      statementOfMessage(message('P', '', 'select $1')),
      statementOfMessage(message('P', 's1', 'update "users" set x = $1')),
      statementOfMessage(message('Q', 'BEGIN')),
      statementOfMessage(message('B', '', '')),
      statementOfMessage(message('S')),
    ]);
    expect(result).toEqual(['select $1', 'update "users" set x = $1', 'BEGIN', null, null]);
    expect(statementOfMessage(message('Q', 'BEGIN'))).toBeNull(); // not recording
  });
});
