import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * One money rule: pages show money only through formatAmount / formatUnitPrice (console/lib/format.ts).
 * Fixtures that format money by hand, linted with the repository's eslint.config.js at paths inside src/.
 */
const root = resolve(import.meta.dirname, '../..');
const RULE = 'money/no-hand-formatting';
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: resolve(root, 'src/console/lib/warmUp.ts') });
}, 60_000);

async function reported(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('lint forbids formatting money by hand', () => {
  it.each([
    ['toFixed', 'src/console/areas/sms/fixture.ts', 'export const f = (a: number) => (a / 10000).toFixed(2);', /toFixed/],
    ['an Intl currency formatter', 'src/console/areas/subscription/fixture.ts', "export const f = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });", /currency NumberFormat/],
    ['the shared numberFormat with a currency', 'src/console/areas/dashboard/fixture.ts', "import { numberFormat } from '../../lib/intl';\nexport const f = (a: number) => numberFormat('en', { style: 'currency', currency: 'USD' }).format(a);", /currency NumberFormat/],
    ['toLocaleString with a currency', 'src/console/areas/analysis/fixture.ts', "export const f = (a: number) => a.toLocaleString('en', { currency: 'USD' });", /currency NumberFormat/],
    ["'$' + a value", 'src/console/areas/sms/fixture.ts', "export const f = (a: string) => '$' + a;", /currency symbol/],
    ['a template literal with $ before a value', 'src/console/areas/sms/sending/fixture.ts', 'export const f = (a: string) => `$${a}`;', /currency symbol/],
    ['a template literal with € before a value', 'src/contract/fixture.ts', 'export const f = (a: string) => `Total: €${a}`;', /currency symbol/],
    ['JSX text with $ before a value', 'src/console/areas/sms/fixture.tsx', 'export const P = ({ a }: { a: string }) => <span>${a}</span>;', /currency symbol/],
  ])('reports %s', async (_what, path, code, expected) => {
    const messages = await reported(path, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(expected);
  });

  it('leaves the formatters, plain numbers and other templates alone', async () => {
    const code = [
      "import { formatAmount, formatUnitPrice } from '../../lib/format';",
      "import { numberFormat } from '../../lib/intl';",
      "import { useTranslation } from 'react-i18next';",
      'export function P({ a, n }: { a: number; n: number }) {',
      '  const { t } = useTranslation();',
      "  return <span title={`${n} items`}>{formatAmount(a)} {formatUnitPrice(a, 'segment', t)} {numberFormat('en', { maximumFractionDigits: 0 }).format(n)} {'$'}</span>;",
      '}',
    ].join('\n');
    expect(await reported('src/console/areas/sms/fixture.tsx', code)).toEqual([]);
  });

  it('lets the formatters themselves build the text', async () => {
    expect(await reported('src/contract/money.ts', 'export const f = (w: string, c: string) => `$${w}.${c}`;')).toEqual([]);
    expect(await reported('src/console/lib/format.ts', 'export const f = (w: string) => `$${w}`;')).toEqual([]);
  });
});
