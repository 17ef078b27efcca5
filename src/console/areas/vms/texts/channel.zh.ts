/** The voice texts of the messaging core's pages, in Chinese (same keys as `channel.ts`). */
export const channelTextsZh = {
  task: {
    segments: '预扣分钟数',
    sender: '外呼号码',
    senderDefault: '随机',
    content: '播报文本或音频',
    progressText: '{{total}} 通呼叫中 {{done}} 通已结束（{{percent}}%）',
    submitted: '呼叫号码数',
    succeeded: '已接听',
    failed: '未接听',
    submitFailed: '未呼出',
    pending: '剩余',
    count: '呼叫数',
    noStats: '暂无呼叫。',
    costNote: '任务受理时按音频开始计费的分钟数为每通呼叫预扣费用；每通呼叫按计费时长（不足一分钟按一分钟计）扣费，任务结束时释放剩余金额。',
  },
  message: {
    title: '呼叫记录',
    intro: '所有已发起的呼叫，最新的在前，包括呼叫时间、回执时间、通话时长、计费时长、结果和备注。筛选条件保存在地址中，筛选后的视图可以刷新和分享。',
    col: { segments: '分钟数', sender: '外呼号码', submitTime: '呼叫时间', result: '回执结果', submitStatus: '呼叫状态', calledDuration: '通话时长', billingDuration: '计费时长', remark: '备注' },
    seconds: '{{n}} 秒',
    notPlaced: '未呼出：{{code}}',
    remark: { ANSWERED: '已接听', NO_ANSWER: '无人接听', BUSY: '占线', REJECTED: '被拒接', UNKNOWN: '结果未知', NO_RECEIPT: '运营商未返回结果', OPTED_OUT: '该号码已退订', SUBMIT_UNCONFIRMED: '运营商未确认' },
  },
  overview: {
    send: '发起语音呼叫',
    counts: { submitted: '已呼叫', success: '已接听', fail: '未接听', submitFail: '未呼出', segments: '分钟数', successRateHint: '已接听占已呼叫的比例' },
    recent: { delivered: '已接听', caption: '最近的语音任务', empty: '还没有语音任务。', all: '全部呼叫记录' },
    empty: { title: '发起您的第一批语音呼叫', step1: '上传音频文件或填写播报文本，并据此创建语音模板；模板使用前需经审核。', step2: '一次呼叫一个号码或最多 100,000 个号码，可立即或定时发起。' },
    quick: { send: '发起语音呼叫', sendHint: '立即呼叫或定时任务', templatesHint: '创建和管理语音模板', records: '呼叫记录', recordsHint: '每通呼叫及其回执' },
  },
};
