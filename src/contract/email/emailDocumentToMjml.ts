import type { EmailBlock, EmailDocument, LeafBlock } from './emailDocument';
import { UNSUBSCRIBE_VARIABLE } from './emailDocument';

/** Text for HTML content and attribute values (`{{variables}}` kept as written). */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** An image source as mail clients need it: an uploaded file's `/media/…` path joined to the public address. */
export function absoluteSource(src: string, publicUrl: string): string {
  return src.startsWith('/media/') ? `${publicUrl.replace(/\/+$/, '')}${src}` : src;
}

const SOCIAL_NAME: Record<string, string> = { facebook: 'facebook', x: 'x', instagram: 'instagram', linkedin: 'linkedin', youtube: 'youtube' };
const FONT = 'Helvetica, Arial, sans-serif';

function leafMjml(b: LeafBlock, publicUrl: string): string {
  switch (b.type) {
    case 'text': {
      const html = escapeHtml(b.text).replace(/\r?\n/g, '<br />');
      return `<mj-text align="${b.align}" font-size="${b.fontSize}px" color="${b.color}" line-height="1.5">${html}</mj-text>`;
    }
    case 'image': {
      const link = b.href ? ` href="${escapeHtml(b.href)}"` : '';
      return `<mj-image src="${escapeHtml(absoluteSource(b.src, publicUrl))}" alt="${escapeHtml(b.alt)}" width="${b.width}px"${link} />`;
    }
    case 'button':
      return `<mj-button href="${escapeHtml(b.href)}" align="${b.align}" background-color="${b.backgroundColor}" color="${b.color}">${escapeHtml(b.label)}</mj-button>`;
    case 'divider':
      return `<mj-divider border-color="${b.color}" border-width="1px" />`;
    case 'spacer':
      return `<mj-spacer height="${b.height}px" />`;
    case 'social': {
      const links = b.links.map((l) => `<mj-social-element name="${SOCIAL_NAME[l.network]}" href="${escapeHtml(l.href)}">${escapeHtml(socialLabel(l.network))}</mj-social-element>`).join('');
      return `<mj-social align="${b.align}" mode="horizontal" icon-size="24px">${links}</mj-social>`;
    }
  }
}

/** A social network's name as written in the e-mail (the same in every language). */
export function socialLabel(network: string): string {
  return { facebook: 'Facebook', x: 'X', instagram: 'Instagram', linkedin: 'LinkedIn', youtube: 'YouTube' }[network] ?? network;
}

function blockMjml(b: EmailBlock, publicUrl: string): string {
  switch (b.type) {
    case 'section':
      return `<mj-section background-color="${b.backgroundColor}"><mj-column>${b.children.map((c) => leafMjml(c, publicUrl)).join('')}</mj-column></mj-section>`;
    case 'columns':
      return `<mj-section>${b.columns.map((col) => `<mj-column>${col.map((c) => leafMjml(c, publicUrl)).join('')}</mj-column>`).join('')}</mj-section>`;
    case 'footer': {
      const text = b.text.trim() ? `<mj-text align="center" font-size="12px" color="#666666">${escapeHtml(b.text).replace(/\r?\n/g, '<br />')}</mj-text>` : '';
      const link = `<mj-text align="center" font-size="12px" color="#666666"><a href="{{${UNSUBSCRIBE_VARIABLE}}}" style="color:#666666">${escapeHtml(b.unsubscribeLabel)}</a></mj-text>`;
      return `<mj-section><mj-column>${text}${link}</mj-column></mj-section>`;
    }
    default:
      return `<mj-section><mj-column>${leafMjml(b, publicUrl)}</mj-column></mj-section>`;
  }
}

/**
 * The document as MJML (mjml.io), which the gateway turns into responsive HTML. Every text is
 * HTML-escaped; `{{variables}}` pass through for the send to fill; uploaded images (`/media/…`) get
 * the gateway's public address. The footer's link is `{{unsubscribe_url}}`.
 */
export function emailDocumentToMjml(doc: EmailDocument, opts: { title: string; publicUrl: string }): string {
  const preview = doc.preheader.trim() ? `<mj-preview>${escapeHtml(doc.preheader)}</mj-preview>` : '';
  return [
    '<mjml>',
    `<mj-head><mj-title>${escapeHtml(opts.title)}</mj-title>${preview}<mj-attributes><mj-all font-family="${FONT}" /></mj-attributes></mj-head>`,
    `<mj-body background-color="${doc.backgroundColor}" width="${doc.contentWidth}px">`,
    ...doc.blocks.map((b) => blockMjml(b, opts.publicUrl)),
    '</mj-body>',
    '</mjml>',
  ].join('\n');
}
