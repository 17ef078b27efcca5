import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/** The repository's root (this file is src/gateway/build/bundleGateway.ts). */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Where `npm run build` writes the gateway: a build cache under node_modules (never under dist/, which
 * the gateway serves to browsers; no top-level folder beside the design card's), where the bundle's
 * imports still find the packages.
 */
export const GATEWAY_BUNDLE = join(root, 'node_modules', '.cache', 'gateway', 'main.mjs');

/**
 * Each source file's `import.meta.url` stays its own file's URL inside the bundle, so what it finds
 * beside itself (the migrations folder of db/client.ts, the fonts resolved from invoicePdf.ts) is
 * found wherever the bundle is written.
 */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

/**
 * The gateway (src/gateway/main.ts and everything of src/ it imports) as one ES module, packages left
 * to node_modules. It starts without the TypeScript loader: about 40 % less start-up time than
 * `tsx src/gateway/main.ts`, which resolves and compiles some 600 files through a loader thread on
 * every start (each gateway a kill test or a browser test starts, and `npm start`). Run it with
 * `node --enable-source-maps` for stack traces in the sources.
 */
export async function bundleGateway(outfile = GATEWAY_BUNDLE): Promise<string> {
  await build({
    entryPoints: [join(root, 'src', 'gateway', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [ownImportMetaUrl],
  });
  return outfile;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const t0 = Date.now();
  const out = await bundleGateway();
  console.log(`[build] gateway bundled into ${out} in ${Date.now() - t0} ms`);
}
