/**
 * The page's first script. A page rendered at build time (the public pages) is painted before the
 * console starts, so its script is fetched after that first frame; any other page starts at once.
 */
const start = () => void import('./main');

if (document.getElementById('root')?.hasChildNodes()) requestAnimationFrame(() => setTimeout(start, 0));
else start();
