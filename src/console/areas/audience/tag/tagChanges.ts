/** What to put on and take off when a contact's tags go from `had` to `chosen`. */
export function tagChanges(had: readonly string[], chosen: ReadonlySet<string>): { add: string[]; remove: string[] } {
  const before = new Set(had);
  return { add: [...chosen].filter((id) => !before.has(id)), remove: had.filter((id) => !chosen.has(id)) };
}
