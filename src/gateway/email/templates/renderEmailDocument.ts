import mjml2html from 'mjml';
import { type EmailDocument } from '../../../contract/email/emailDocument';
import { emailDocumentToMjml } from '../../../contract/email/emailDocumentToMjml';
import { emailPlainText } from '../../../contract/email/emailPlainText';

/** The three parts of a rendered e-mail document. */
export interface RenderedEmail {
  html: string;
  text: string;
  mjml: string;
}

/**
 * A checked document (contract `EmailDocument`) to responsive HTML by mjml (strict validation: MJML
 * that is not valid throws, naming the tag; the MJML is generated from the schema, so that means a
 * defect here, not bad input), with the plain-text part. Includes are never read, no comments are
 * kept, no web fonts are linked. The preview Action and the stored template both come from here,
 * so what the editor shows is what is sent.
 */
export async function renderEmailDocument(doc: EmailDocument, opts: { title: string; publicUrl: string }): Promise<RenderedEmail> {
  const mjml = emailDocumentToMjml(doc, opts);
  const out = await mjml2html(mjml, { validationLevel: 'strict', keepComments: false, ignoreIncludes: true, fonts: {} });
  return { html: out.html, text: emailPlainText(doc, opts.publicUrl), mjml };
}
