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
    col: { segments: '分钟数', sender: '外呼号码', submitTime: '呼叫时间', result: '回执结果', submitStatus: '呼叫状态' },
  },
};
