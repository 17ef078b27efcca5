import type { StatusTone } from './subscriptionStatus';

/** Export record states (spec 000 §4, spec 001 §4). */
export const ExportStatus = { Submitted: 1, Processing: 2, Failed: 3, Completed: 4 } as const;
export type ExportStatus = (typeof ExportStatus)[keyof typeof ExportStatus];

export const exportStatusDisplay: Record<number, { textKey: string; tone: StatusTone }> = {
  [ExportStatus.Submitted]: { textKey: 'status.export.submitted', tone: 'neutral' },
  [ExportStatus.Processing]: { textKey: 'status.export.processing', tone: 'warning' },
  [ExportStatus.Failed]: { textKey: 'status.export.failed', tone: 'error' },
  [ExportStatus.Completed]: { textKey: 'status.export.completed', tone: 'success' },
};

/** The display of an export or import status; an unknown number shows as unknown. */
export function exportStatusOf(status: number): { textKey: string; tone: StatusTone } {
  return exportStatusDisplay[status] ?? { textKey: 'status.unknown', tone: 'neutral' };
}
