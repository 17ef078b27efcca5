/** MMS limits. The image limit (spec 001 §9, 300 KB) is the upload kind 'mms-image' (upload/uploadKinds.ts). */
export const MMS_SUBJECT_MAX = 40;
export const MMS_TEXT_MAX = 1_000;
export const MMS_SUBJECT_REQUIRED = 'Subject is required';
