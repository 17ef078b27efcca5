/** Shared classes of the top bar's dropdown menus. */
export const menuButton =
  'inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[open]:bg-slate-100';
export const menuItems =
  'z-50 mt-1 min-w-56 rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg focus:outline-none [--anchor-gap:4px]';
export const menuItem =
  'flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left text-slate-700 data-[focus]:bg-indigo-50 data-[focus]:text-indigo-800';
