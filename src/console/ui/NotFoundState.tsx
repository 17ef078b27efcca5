import type { ReactNode } from 'react';

/**
 * What a page shows when the entity its address names does not exist (a not-found RetCode): a
 * heading, why, and a way on. Not a failed read: there is nothing to retry.
 */
export function NotFoundState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <section aria-labelledby="not-found-title" className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
      <p aria-hidden="true" className="text-3xl font-semibold text-slate-500">404</p>
      <h2 id="not-found-title" className="mt-2 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{text}</p>
      {action && <div className="mt-4">{action}</div>}
    </section>
  );
}
