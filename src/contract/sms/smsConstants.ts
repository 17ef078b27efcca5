/** SMS limits of spec 001 §5 and §9. */
export const SMS_RECIPIENTS_MAX = 100_000;
export const SMS_TEST_RECIPIENTS_MAX = 5;
export const SMS_TRIAL_RECIPIENT_QUOTA = 5;
export const SMS_CONTENT_MAX = 1_000;
export const SMS_TAGS_MAX = 10;
/** The only content an unupgraded trial account may send (to its own verified number). */
export const SMS_TRIAL_TEST_CONTENT = 'Your verification code is 123456. This is a test message.';
/** Send-record time filters span at most 31 days (spec 001 §5 range pickers). */
export const SMS_RECORD_RANGE_MAX_DAYS = 31;
/** Send-record page sizes (spec 000 §9). */
export const SMS_RECORD_PAGE_SIZES = [20, 40, 80] as const;
