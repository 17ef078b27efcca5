import { taskStatusTexts } from './channel';

/** Texts every voice page shares: the status names of spec 001 §4 (English). */
export const commonTexts = {
  en: {
    file: { processing: 'Processing', success: 'Success', failed: 'Failed' },
    template: { uncommitted: 'Uncommitted', pendingReview: 'Pending Review', inReview: 'In Review', reject: 'Reject', pass: 'Pass', disabled: 'Disabled' },
    task: taskStatusTexts.en,
  },
};
