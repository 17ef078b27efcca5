import { EMAIL_DOCUMENT_VERSION, type EmailDocument } from './emailDocument';

/**
 * The document a new template starts from: a heading text, a paragraph with a variable, a button,
 * and the footer with the unsubscribe link (a marketer edits from there, as in Mailchimp's blank
 * layout). Texts in the reader's language are passed in by the console.
 */
export function starterEmailDocument(texts: { heading: string; body: string; button: string; footer: string; unsubscribe: string }): EmailDocument {
  return {
    version: EMAIL_DOCUMENT_VERSION,
    backgroundColor: '#f4f4f5',
    contentWidth: 600,
    preheader: '',
    blocks: [
      { id: 'heading', type: 'text', text: texts.heading, align: 'left', fontSize: 24, color: '#111827' },
      { id: 'body', type: 'text', text: texts.body, align: 'left', fontSize: 16, color: '#374151' },
      { id: 'button', type: 'button', label: texts.button, href: 'https://example.com', align: 'left', backgroundColor: '#1d4ed8', color: '#ffffff' },
      { id: 'footer', type: 'footer', text: texts.footer, unsubscribeLabel: texts.unsubscribe },
    ],
  };
}
