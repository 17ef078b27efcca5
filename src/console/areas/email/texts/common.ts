/** Texts the e-mail area's pages share (statuses), in English; Chinese in `common.zh.ts` (same keys). */
export const commonTexts = {
  en: {
    domain: { unverified: 'Unverified', passed: 'Passed', failed: 'Failed' },
    sender: { disabled: 'Disabled', enabled: 'Enabled', deleted: 'Deleted' },
  },
};
