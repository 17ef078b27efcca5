import type { ReactNode } from 'react';

export function StatTile({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-2 break-words text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">{value}</p>
      {detail && <p className="mt-1 text-sm text-slate-600">{detail}</p>}
    </div>
  );
}
