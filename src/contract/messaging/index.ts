export { splitRecipients } from './recipients';
export * from './sendResult';
export * from './taskStatus';
