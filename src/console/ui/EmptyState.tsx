import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is missing, in one sentence ("No templates yet"). */
  children: ReactNode;
  /** A next step (a link or button), under the sentence. */
  action?: ReactNode;
  /** Charts keep roughly their own height, so the card does not jump when data arrives. */
  size?: 'table' | 'chart';
  testId?: string;
}

/** The one "nothing here" box of the console: empty tables, empty charts (never a flat zero line) and empty lists. */
export function EmptyState({ children, action, size = 'table', testId = 'empty-state' }: EmptyStateProps) {
  return (
    <div
      data-testid={testId}
      className={`flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-slate-300 px-4 text-center ${size === 'chart' ? 'min-h-48 py-10' : 'py-8'}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 text-slate-400" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path strokeLinecap="round" strokeLinejoin="round" d="M3.75 9.75h16.5M3.75 9.75 5.5 4.5h13l1.75 5.25M3.75 9.75v8.5A1.25 1.25 0 0 0 5 19.5h14a1.25 1.25 0 0 0 1.25-1.25v-8.5M9 13.5h6" />
      </svg>
      <p className="text-sm text-slate-600">{children}</p>
      {action}
    </div>
  );
}
