/** The shape of a number typed into the opt-out list: an international number, '+' optional, 7 to 15 digits, spaces and dashes allowed. */
export function isOptOutPhone(value: string): boolean {
  return /^\+?[1-9]\d{6,14}$/.test(value.replace(/[\s-]/g, ''));
}
