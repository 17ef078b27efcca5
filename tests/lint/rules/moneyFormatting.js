/**
 * `money/no-hand-formatting`: money is shown only through the two formatters of src/console/lib/format.ts
 * (`formatAmount` — 2 decimals — and `formatUnitPrice` — 4 decimals, labelled per segment or per
 * message), built on src/contract/money.ts. Elsewhere it reports what formats money by hand:
 * - `x.toFixed(…)` (float arithmetic on an amount);
 * - an Intl.NumberFormat or `toLocaleString` with `style: 'currency'` or a `currency` option;
 * - a currency symbol glued to a value: `'$' + x`, `` `$${x}` ``, `<span>${x}</span>` in JSX.
 */
const SYMBOL_END = /[$€£¥]\s*$/;

const isCurrencyOptions = (node) =>
  node?.type === 'ObjectExpression' &&
  node.properties.some(
    (p) =>
      p.type === 'Property' &&
      ((p.key.type === 'Identifier' && p.key.name === 'currency') ||
        (p.key.type === 'Literal' && p.key.value === 'currency') ||
        (((p.key.type === 'Identifier' && p.key.name === 'style') || (p.key.type === 'Literal' && p.key.value === 'style')) && p.value.type === 'Literal' && p.value.value === 'currency')),
  );

const isString = (node) => node?.type === 'Literal' && typeof node.value === 'string';

export const moneyFormattingRule = {
  meta: {
    type: 'problem',
    messages: {
      toFixed: 'toFixed formats a float: show money with formatAmount or formatUnitPrice (console/lib/format.ts).',
      currency: 'A currency NumberFormat formats money by hand: use formatAmount or formatUnitPrice (console/lib/format.ts).',
      symbol: "A currency symbol joined to a value formats money by hand: use formatAmount or formatUnitPrice (console/lib/format.ts).",
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'toFixed') context.report({ node, messageId: 'toFixed' });
        if (node.arguments.some(isCurrencyOptions)) context.report({ node, messageId: 'currency' });
      },
      NewExpression(node) {
        if (node.arguments.some(isCurrencyOptions)) context.report({ node, messageId: 'currency' });
      },
      BinaryExpression(node) {
        if (node.operator !== '+') return;
        if (isString(node.left) && SYMBOL_END.test(node.left.value) && !isString(node.right)) context.report({ node, messageId: 'symbol' });
      },
      TemplateLiteral(node) {
        if (node.parent?.type === 'TaggedTemplateExpression') return;
        if (node.quasis.slice(0, -1).some((q) => SYMBOL_END.test(q.value.cooked ?? ''))) context.report({ node, messageId: 'symbol' });
      },
      JSXText(node) {
        const parent = node.parent;
        if (!parent || !('children' in parent) || !SYMBOL_END.test(node.value)) return;
        const next = parent.children[parent.children.indexOf(node) + 1];
        if (next?.type === 'JSXExpressionContainer') context.report({ node, messageId: 'symbol' });
      },
    };
  },
};
