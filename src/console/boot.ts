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

/**
 * The first Intl object a page builds sets up ICU (about 25 ms of CPU on the build machine, 100 ms
 * and more at Lighthouse's 4x slowdown); after that each formatter costs under a millisecond. A page
 * that was not prerendered paints nothing before React's first render, and the signed-in pages
 * format dates, zones and numbers in it: paying that set-up while React DOM downloads keeps it out
 * of the renders (and before the first paint, where it blocks nobody).
 */
function setUpIntl(): void {
  new Intl.DateTimeFormat().resolvedOptions();
  new Intl.NumberFormat().resolvedOptions();
}

if (document.getElementById('root')?.hasChildNodes()) requestAnimationFrame(() => setTimeout(start, 0));
else {
  start();
  setTimeout(setUpIntl, 0);
}
