/** The Chinese texts of `search.ts` (same keys); a chunk of its own, fetched only for Chinese readers. */
export const searchTextsZh = {
  title: '{{channel}}查询',
  intro: '查找某一天或几天内发送到某个手机号码的{{channel}}。',
  phone: '手机号码',
  phoneHint: '包含国家代码，仅数字，例如 14155550199',
  sendDate: '发送日期',
  search: '查询',
  start: '输入手机号码和发送日期来查询{{channel}}。',
  results: '结果',
  found_one: '发送到 {{phone}} 的{{channel}} {{total}} 条',
  found_other: '发送到 {{phone}} 的{{channel}} {{total}} 条',
  empty: '所选日期内没有发送到 {{phone}} 的{{channel}}。',
  fixFilters: '请更正手机号码或日期后再查询。',
  failed: '查询失败。',
  messageTo: '发送到 {{phone}} 的{{channel}}',
  openTask: '打开任务',
};
