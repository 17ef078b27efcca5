import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Href } from '../../lib/routeHref';

/** A link that looks like the primary button (a page's main way on, e.g. "New ticket"). */
export function LinkButton({ to, children }: { to: Href; children: ReactNode }) {
  return (
    <Link
      href={to}
      className="inline-flex items-center justify-center gap-2 rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {children}
    </Link>
  );
}
