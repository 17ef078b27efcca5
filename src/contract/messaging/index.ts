export { splitRecipients } from './recipients';
export * from './sendResult';
export * from './taskStatus';
export { parseDelimited } from './delimitedText';
export { OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS, OPTED_OUT_CODE, optOutKeywordOf } from './optOutKeywords';
