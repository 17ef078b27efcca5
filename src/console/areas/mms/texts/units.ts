/** MMS is priced per message: the unit's name on the task page and in the records (`mmsChannel.unit`); Chinese in `units.zh.ts`. */
export const unitTexts = {
  en: {
    task: { segments: 'Messages' },
    message: { col: { segments: 'Messages' } },
  },
};
