export { splitRecipients } from './recipients';
export * from './sendResult';
export * from './taskStatus';
export { parseDelimited } from './delimitedText';
