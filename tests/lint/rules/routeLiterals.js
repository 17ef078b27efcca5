import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The built routes, read from the console's route vocabulary (src/console/lib/routePaths.ts). */
export const routePathsFile = resolve(import.meta.dirname, '../../../src/console/lib/routePaths.ts');

export function readRoutePaths(file = routePathsFile) {
  const text = readFileSync(file, 'utf8');
  const list = text.slice(text.indexOf('['), text.lastIndexOf(']'));
  return [...list.matchAll(/'(\/[^']*)'/g)].map((m) => m[1]);
}

const segments = (path) => path.split('/').filter(Boolean);

/** A route pattern as a matcher: '{param}' segments match any one non-empty segment. */
function matcherOf(pattern) {
  const parts = segments(pattern);
  return (path) => {
    const got = segments(path);
    return got.length === parts.length && parts.every((p, i) => (p.startsWith('{') && p.endsWith('}')) || p === got[i]);
  };
}

/** The path part of an address ('/a/b?x=1#y' -> '/a/b'). */
const pathOf = (address) => address.split(/[?#]/)[0];

/**
 * `console/no-route-literals`: an address of a built route is written `routeHref(path, params)`,
 * never as a string or template literal, so a renamed or misspelled route fails the typecheck.
 * The bare '/' (also a path separator) is left alone.
 */
export function routeLiteralsRule(paths = readRoutePaths()) {
  const matchers = paths.map((p) => ({ pattern: p, test: matcherOf(p) }));
  const routeOf = (address) => {
    if (!address.startsWith('/') || address === '/' || address.startsWith('//')) return null;
    return matchers.find((m) => m.test(pathOf(address)))?.pattern ?? null;
  };
  const isRouteHrefPath = (node) =>
    node.parent?.type === 'CallExpression' && node.parent.arguments[0] === node && node.parent.callee.type === 'Identifier' && node.parent.callee.name === 'routeHref';
  return {
    meta: {
      type: 'problem',
      messages: { literal: "'{{text}}' is an address of the route '{{route}}': write routeHref('{{route}}', …) instead, so the typecheck follows the route table." },
    },
    create(context) {
      const report = (node, text, route) => context.report({ node, messageId: 'literal', data: { text, route } });
      return {
        Literal(node) {
          if (typeof node.value !== 'string' || isRouteHrefPath(node)) return;
          if (node.parent?.type === 'ImportDeclaration' || node.parent?.type === 'ImportExpression' || node.parent?.type?.startsWith('Export')) return;
          const route = routeOf(node.value);
          if (route) report(node, node.value, route);
        },
        TemplateLiteral(node) {
          if (node.parent?.type === 'TaggedTemplateExpression') return;
          const quasis = node.quasis.map((q) => q.value.cooked ?? '');
          if (!quasis[0]?.startsWith('/')) return;
          // Each ${…} may stand for a path segment ('x') or for nothing (a query appended to the path).
          for (const filler of ['x', '']) {
            const text = quasis.join(filler);
            const route = routeOf(text);
            if (route) return report(node, quasis.join('${…}'), route);
          }
        },
      };
    },
  };
}
