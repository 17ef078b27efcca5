import type { commonTexts } from './common';

/** 受众各页面共用的文本（中文）。 */
export const commonTextsZh: typeof commonTexts.en = {
  addressRequired: '每位联系人都需要邮箱、电话或 WhatsApp',
  cancel: '取消',
  save: '保存',
  search: '搜索',
  filters: '筛选',
  keyword: '搜索',
  edit: '编辑',
  delete: '删除',
  actions: '操作',
  created: '创建时间',
  offlineCopy: '您已离线：这是上次加载的列表。',
};
