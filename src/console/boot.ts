/**
 * The page's first script. A page rendered at build time (the public pages) is painted before the
 * console starts, so its script is fetched after that first frame; any other page starts at once.
 * React DOM is evaluated in a task of its own before the console's modules, so neither is one long
 * task that keeps the page from answering input.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const start = () =>
  void import('react-dom/client')
    .then(yieldToBrowser)
    .then(() => import('./main'));

// ICU's set-up (the first Intl object) is done before the first paint by public/intl-setup.js on
// the pages that are not prerendered.
if (document.getElementById('root')?.hasChildNodes()) requestAnimationFrame(() => setTimeout(start, 0));
else start();
