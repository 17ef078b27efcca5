import type { WhatsAppConversationType } from '../../../../contract/whatsapp/conversationPrices';

export interface TypePoint {
  Period: string;
  ConversationType: WhatsAppConversationType;
  Messages: number;
}

/**
 * The chart's columns: the periods of the range (and any the gateway answered outside it, a zone
 * edge), and for each conversation type that had messages, its messages per period (0 where none).
 */
export function conversationColumns(periods: readonly string[], points: readonly TypePoint[]): { labels: string[]; types: WhatsAppConversationType[]; values: Record<string, number[]> } {
  const labels = [...new Set([...periods, ...points.map((p) => p.Period)])].sort();
  const types = [...new Set(points.filter((p) => p.Messages > 0).map((p) => p.ConversationType))];
  const index = new Map(labels.map((l, i) => [l, i]));
  const values: Record<string, number[]> = Object.fromEntries(types.map((t) => [t, labels.map(() => 0)]));
  for (const p of points) {
    const row = values[p.ConversationType];
    const i = index.get(p.Period);
    if (row && i !== undefined) row[i] = (row[i] ?? 0) + p.Messages;
  }
  return { labels, types, values };
}
