import { describe, expect, it } from 'vitest';
import { conversationColumns } from './conversationSeries';

describe('conversationColumns', () => {
  it('gives every period of the range a value for each type with messages, zeros where none, and keeps a period outside the range', () => {
    const cols = conversationColumns(
      ['2026-11-01', '2026-11-02', '2026-11-03'],
      [
        { Period: '2026-11-02', ConversationType: 'marketing', Messages: 5 },
        { Period: '2026-11-03', ConversationType: 'utility', Messages: 2 },
        { Period: '2026-11-03', ConversationType: 'service', Messages: 0 },
        { Period: '2026-11-04', ConversationType: 'marketing', Messages: 1 },
      ],
    );
    expect(cols.labels).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']);
    expect(cols.types).toEqual(['marketing', 'utility']);
    expect(cols.values).toEqual({ marketing: [0, 5, 0, 1], utility: [0, 0, 2, 0] });
  });
});
