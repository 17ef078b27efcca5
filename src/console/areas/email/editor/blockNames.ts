import type { TFunction } from 'i18next';
import type { EmailDocument } from '../../../../contract/email/emailDocument';
import { findBlock, outlineOrder } from './documentOps';

/** A block's name for people and screen readers: its type and its place in the outline ("Text 2"). */
export function blockName(t: TFunction, doc: EmailDocument, id: string): string {
  const found = findBlock(doc, id);
  if (!found) return id;
  return t('email.editor.rowName', { type: t(`email.editor.type.${found.block.type}`), n: outlineOrder(doc).indexOf(id) + 1 });
}
