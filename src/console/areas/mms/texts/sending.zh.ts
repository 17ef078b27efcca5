/** The Chinese texts of `sending.ts` (same keys); a chunk of its own, fetched only for Chinese readers. */
export const sendingTextsZh = {
  title: '发送彩信',
  description: '立即或定时将已通过审核的彩信模板（主题、图片和文字）发送给最多 100,000 个号码。',
  mms: {
    title: '消息',
    template: '彩信模板',
    templateHint: '只能发送已通过审核的模板。',
    choose: '选择模板',
    chooseCountry: '选择国家/地区',
    none: '您还没有已通过审核的彩信模板。',
    newTemplate: '新建彩信模板',
    subject: '主题',
    text: '文字',
    image: '模板图片',
    variable: '变量 {{n}}',
    senderId: '发送方 ID（可选）',
    senderIdHint: '3-11 个字母或数字。',
    taskName: '任务名称（可选）',
    country: '无国家代码号码所属的国家',
    loadFailed: '无法加载您的模板。',
  },
  queued: '已离线保存 - 恢复联网后将发送您的彩信。',
  estimate: {
    unitsPerMessage: '每个收件人的彩信条数',
    unitsTotal: '彩信总条数',
    balance: '短信余额（彩信从中扣费）',
    short: '您的短信钱包余额比预估费用少 {{amount}}，请先充值再发送。',
  },
  confirm: {
    units: '彩信条数',
    hold: '预估费用将在您的短信钱包中冻结；仅对运营商接收的彩信扣费，其余部分将释放。',
  },
  error: {
    senderId: '发送方 ID 须为 3-11 位字母或数字',
    trialContent: '试用账户只能向已验证的号码发送默认测试内容',
  },
};
