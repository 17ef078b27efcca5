/** A number as the API takes it ('+' optional, spaces and dashes allowed) in the stored form: '+' and digits. */
export function conversationPhone(raw: string): string {
  return `+${raw.replace(/[\s-]/g, '').replace(/^\+/, '')}`;
}
