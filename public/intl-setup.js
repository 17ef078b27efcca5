// The first Intl object a page builds sets up ICU: about 25 ms of CPU on the build machine (100-200
// ms at Lighthouse's 4x-8x slowdown), after which each formatter costs under a millisecond. The
// signed-in pages format dates, zones and numbers in their first renders. A classic blocking script
// in <head> of the pages that are not prerendered (index.html; prerenderPlugin.ts leaves it out of
// the prerendered public pages, which use no Intl at start-up): it runs before the first paint,
// while those pages show nothing yet and the console's modules download, instead of as a task of
// its own after the page has started (where it was the longest task of the dashboard's start).
(function () {
  try {
    new Intl.DateTimeFormat().resolvedOptions();
    new Intl.NumberFormat().resolvedOptions();
  } catch {
    /* no Intl: the console's formatters will say so where they are used */
  }
})();
