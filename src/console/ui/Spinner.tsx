export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md'; label?: string }) {
  const box = size === 'sm' ? 'h-4 w-4 border-2' : 'h-6 w-6 border-[3px]';
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <span aria-hidden="true" className={`${box} animate-spin rounded-full border-current border-r-transparent`} />
      {label && <span className="text-sm text-slate-600">{label}</span>}
    </span>
  );
}
