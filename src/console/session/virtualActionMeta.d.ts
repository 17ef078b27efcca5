/** Built from the registry by sw/build/actionMetaPlugin.ts (a lazily loaded chunk). */
declare module 'virtual:action-meta' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module cannot import a relative path
  const table: import('../../contract/actionMeta').ActionMetaTable;
  export default table;
}
