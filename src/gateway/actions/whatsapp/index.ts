import type { whatsappActions } from '../../../contract/actions/whatsapp';
import type { AreaHandlers } from '../../handlers';
import { listWhatsAppNumbers } from './listWhatsAppNumbers';
import { templateHandlers } from './templateHandlers';

export const whatsappHandlers: AreaHandlers<keyof typeof whatsappActions> = {
  ListWhatsAppNumbers: listWhatsAppNumbers,
  ...templateHandlers,
};
