export { splitRecipients } from '../messaging/recipients';
