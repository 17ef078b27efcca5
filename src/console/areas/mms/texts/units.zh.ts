/** The Chinese texts of `units.ts` (same keys). */
export const unitTextsZh = {
  task: { segments: '彩信条数' },
  message: { col: { segments: '彩信条数' } },
};
