import type { groupTexts } from './group';

/** 分组列表及其对话框（中文）。 */
export const groupTextsZh: typeof groupTexts.en = {
  description: '用于发送的联系人名单。一位联系人可以属于多个分组。',
  heading: '分组',
  caption: '分组',
  add: '新建分组',
  empty: '还没有分组',
  emptyFiltered: '没有符合搜索条件的分组',
  keywordPlaceholder: '分组名称',
  field: { name: '分组名称', members: '成员', updated: '更新时间' },
  members_one: '{{count}} 位联系人',
  members_other: '{{count}} 位联系人',
  viewMembers: '联系人',
  viewMembersOf: '{{name}} 的联系人',
  editTitle: '重命名分组',
  saved: '分组已重命名',
  rename: '重命名',
  editOne: '重命名 {{name}}',
  deleteOne: '删除 {{name}}',
  deleteTitle: '删除分组？',
  deleteText: '分组 {{name}} 将被删除，其中的联系人会保留。',
  deleted: '分组已删除',
};
