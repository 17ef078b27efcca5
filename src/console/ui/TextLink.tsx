import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Href } from '../lib/routeHref';

export function TextLink({ to, children }: { to: Href; children: ReactNode }) {
  return (
    <Link href={to} className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
      {children}
    </Link>
  );
}
