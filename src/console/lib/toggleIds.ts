/** The set with `ids` added (on) or taken out: a table's selection after a row's or the header's checkbox. */
export function toggleIds(set: ReadonlySet<string>, ids: readonly string[], on: boolean): Set<string> {
  const next = new Set(set);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}
