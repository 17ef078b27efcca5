import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Href } from '../../../lib/routeHref';

const styles = {
  primary: 'bg-indigo-600 text-white hover:bg-indigo-700',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
};

/** A link that looks like a button (it goes somewhere; it does not act). */
export function ActionLink({ to, variant = 'primary', children }: { to: Href; variant?: keyof typeof styles; children: ReactNode }) {
  return (
    <Link
      href={to}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${styles[variant]}`}
    >
      {children}
    </Link>
  );
}
