/* global window, document, localStorage, matchMedia */
// Sets <html data-theme> before the first paint (no flash of the wrong theme): the reader's stored
// choice ('light' or 'dark'), else the system's. A classic blocking script (the CSP allows 'self',
// not inline code); the console keeps it current afterwards (src/console/lib/theme.ts).
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    /* storage blocked: follow the system */
  }
  var dark = stored === 'dark' || (stored !== 'light' && window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
})();
