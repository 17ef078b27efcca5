import type { EmailDocument, LeafBlock } from './emailDocument';
import { UNSUBSCRIBE_VARIABLE } from './emailDocument';
import { absoluteSource, socialLabel } from './emailDocumentToMjml';

function leafText(b: LeafBlock, publicUrl: string): string {
  switch (b.type) {
    case 'text':
      return b.text.trim();
    case 'image':
      return [b.alt.trim() ? `[${b.alt.trim()}]` : `[${absoluteSource(b.src, publicUrl)}]`, b.href ? b.href : ''].filter(Boolean).join(' ');
    case 'button':
      return `${b.label.trim()}: ${b.href}`;
    case 'divider':
      return '----------';
    case 'spacer':
      return '';
    case 'social':
      return b.links.map((l) => `${socialLabel(l.network)}: ${l.href}`).join('\n');
  }
}

/**
 * The plain-text part of the e-mail, made from the document itself (not from the HTML): texts as
 * written, buttons as "label: link", images as their alt text, social links one a line, and the
 * footer with "label: {{unsubscribe_url}}". Paragraphs are separated by one empty line.
 */
export function emailPlainText(doc: EmailDocument, publicUrl: string): string {
  const parts: string[] = [];
  for (const b of doc.blocks) {
    if (b.type === 'section') parts.push(...b.children.map((c) => leafText(c, publicUrl)));
    else if (b.type === 'columns') for (const col of b.columns) parts.push(...col.map((c) => leafText(c, publicUrl)));
    else if (b.type === 'footer') parts.push(b.text.trim(), `${b.unsubscribeLabel.trim()}: {{${UNSUBSCRIBE_VARIABLE}}}`);
    else parts.push(leafText(b, publicUrl));
  }
  return `${parts
    .filter((p) => p !== '')
    .join('\n\n')
    .replace(/[ \t]+\n/g, '\n')}\n`;
}
