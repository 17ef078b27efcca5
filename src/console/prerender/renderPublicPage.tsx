import '../zodConfig';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { initI18n, t } from '../i18n/i18n';
import { matchRoute } from '../routes/matchRoute';
import { routeTable } from '../routes/routeTable';
import { App } from '../shell/App';

/** What is prerendered: the public pages a signed-out visitor opens directly, those without parameters. */
export const prerenderPaths: readonly string[] = routeTable.filter((r) => r.guestOnly && !r.path.includes('{')).map((r) => r.path);

async function text(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return out + decoder.decode();
}

/**
 * The HTML of a public page as a signed-out English visitor first sees it, rendered at build time
 * (src/console/prerender/prerenderPlugin.ts) so /signin paints before any script runs; the
 * console then hydrates it (main.tsx). Every lazy page and text is awaited.
 */
export async function renderPublicPage(path: string): Promise<{ html: string; title: string }> {
  await initI18n('en');
  const match = matchRoute(routeTable, path);
  if (!match) throw new Error(`No route ${path}`);
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={path}>
      <App />
    </Router>,
  );
  return { html: await text(prelude as unknown as AsyncIterable<Uint8Array>), title: `${t(match.route.titleKey)} · ${t('app.name')}` };
}
