import { z } from 'zod';

/**
 * The block editor's document (issue 13, /email/message/email-editor and the template form): a JSON
 * list of blocks the gateway renders to MJML and then to responsive HTML (`emailDocumentToMjml.ts`,
 * `mjml` on the gateway), and to the plain-text part (`emailPlainText.ts`). Top-level blocks are
 * leaves (text, image, button, divider, spacer, social), a section (leaves on a background), columns
 * (2 or 3 lists of leaves side by side, stacked on phones) and the footer with the unsubscribe link,
 * which every document has once, as its last block.
 */

export const EMAIL_DOCUMENT_VERSION = 1;
export const EMAIL_BLOCKS_MAX = 60;
export const EMAIL_CHILDREN_MAX = 20;
export const EMAIL_TEXT_MAX = 5000;
/** The variable the gateway fills with each recipient's one-click unsubscribe address. */
export const UNSUBSCRIBE_VARIABLE = 'unsubscribe_url';

export const EmailDocumentText = {
  FooterRequired: 'The e-mail needs a footer with the unsubscribe link as its last block',
  OneFooter: 'The e-mail can have only one footer, as its last block',
  DuplicateId: 'Each block needs its own id',
  BadVariable: 'Write variables as {{name}}: a letter, then letters, digits or underscores (at most 32)',
  BadLink: 'Links must start with https://, http:// or mailto:, or be a {{variable}}',
  BadImage: 'Images must be an https:// or http:// address or an uploaded image (/media/…)',
  BadColor: 'Colours are written #rrggbb',
  Empty: 'Field is required',
} as const;

const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_]{0,31})\s*\}\}/g;

/** The variable names a text uses, in order of first use. */
export function variablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1]!))];
}

/** True when every `{{` … `}}` in the text is a well-formed variable. */
export function variablesWellFormed(text: string): boolean {
  const rest = text.replace(VARIABLE, '');
  return !rest.includes('{{') && !rest.includes('}}');
}

/** A link the renderer may put in an href: http(s), mailto, or one variable. */
export function isSafeHref(value: string): boolean {
  if (/^\{\{\s*[A-Za-z][A-Za-z0-9_]{0,31}\s*\}\}$/.test(value)) return true;
  if (/^mailto:[^\s<>"]+@[^\s<>"]+$/i.test(value)) return true;
  return /^https?:\/\/[^\s<>"]+$/i.test(value);
}

/** An image source: an absolute http(s) address or an uploaded file's `/media/<FileId>`. */
export function isImageSource(value: string): boolean {
  return /^https?:\/\/[^\s<>"]+$/i.test(value) || /^\/media\/[A-Za-z0-9_-]{1,64}$/.test(value);
}

const id = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, { error: 'Block ids are 1-32 letters, digits, - or _' });
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: EmailDocumentText.BadColor });
const align = z.enum(['left', 'center', 'right']);
const withVariables = (max: number, required: boolean) => {
  const base = z.string().max(max, { error: `must be at most ${max} characters` });
  return (required ? base.refine((v) => v.trim().length > 0, { error: EmailDocumentText.Empty }) : base).refine(variablesWellFormed, {
    error: EmailDocumentText.BadVariable,
  });
};
const href = z.string().trim().max(2000).refine(isSafeHref, { error: EmailDocumentText.BadLink });
const optionalHref = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || isSafeHref(v), { error: EmailDocumentText.BadLink });

export const TextBlock = z.object({
  id,
  type: z.literal('text'),
  text: withVariables(EMAIL_TEXT_MAX, true),
  align,
  fontSize: z.number().int().min(10).max(40),
  color,
});
export const ImageBlock = z.object({
  id,
  type: z.literal('image'),
  src: z.string().trim().max(2000).refine(isImageSource, { error: EmailDocumentText.BadImage }),
  alt: z.string().max(200),
  href: optionalHref,
  width: z.number().int().min(40).max(600),
});
export const ButtonBlock = z.object({
  id,
  type: z.literal('button'),
  label: withVariables(100, true),
  href,
  align,
  backgroundColor: color,
  color,
});
export const DividerBlock = z.object({ id, type: z.literal('divider'), color });
export const SpacerBlock = z.object({ id, type: z.literal('spacer'), height: z.number().int().min(4).max(120) });
export const SocialNetworks = ['facebook', 'x', 'instagram', 'linkedin', 'youtube'] as const;
export const SocialBlock = z.object({
  id,
  type: z.literal('social'),
  align,
  links: z
    .array(z.object({ network: z.enum(SocialNetworks), href }))
    .min(1, { error: 'Add at least one link' })
    .max(SocialNetworks.length),
});

export const LeafBlock = z.discriminatedUnion('type', [TextBlock, ImageBlock, ButtonBlock, DividerBlock, SpacerBlock, SocialBlock]);
const leaves = z.array(LeafBlock).max(EMAIL_CHILDREN_MAX, { error: `at most ${EMAIL_CHILDREN_MAX} blocks` });

export const SectionBlock = z.object({ id, type: z.literal('section'), backgroundColor: color, children: leaves });
export const ColumnsBlock = z.object({ id, type: z.literal('columns'), columns: z.array(leaves).min(2).max(3) });
export const FooterBlock = z.object({
  id,
  type: z.literal('footer'),
  text: withVariables(1000, false),
  unsubscribeLabel: withVariables(100, true),
});

export const EmailBlock = z.discriminatedUnion('type', [TextBlock, ImageBlock, ButtonBlock, DividerBlock, SpacerBlock, SocialBlock, SectionBlock, ColumnsBlock, FooterBlock]);

export type TextBlock = z.infer<typeof TextBlock>;
export type ImageBlock = z.infer<typeof ImageBlock>;
export type ButtonBlock = z.infer<typeof ButtonBlock>;
export type SocialBlock = z.infer<typeof SocialBlock>;
export type LeafBlock = z.infer<typeof LeafBlock>;
export type SectionBlock = z.infer<typeof SectionBlock>;
export type ColumnsBlock = z.infer<typeof ColumnsBlock>;
export type FooterBlock = z.infer<typeof FooterBlock>;
export type EmailBlock = z.infer<typeof EmailBlock>;
export type EmailBlockType = EmailBlock['type'];
export type LeafBlockType = LeafBlock['type'];

/** Every block id of a document, depth first. */
export function blockIds(blocks: readonly EmailBlock[]): string[] {
  const out: string[] = [];
  for (const b of blocks) {
    out.push(b.id);
    if (b.type === 'section') out.push(...b.children.map((c) => c.id));
    if (b.type === 'columns') for (const col of b.columns) out.push(...col.map((c) => c.id));
  }
  return out;
}

export const EmailDocument = z
  .object({
    version: z.literal(EMAIL_DOCUMENT_VERSION),
    backgroundColor: color,
    contentWidth: z.number().int().min(480).max(700),
    preheader: withVariables(200, false),
    blocks: z.array(EmailBlock).min(1, { error: EmailDocumentText.FooterRequired }).max(EMAIL_BLOCKS_MAX, { error: `at most ${EMAIL_BLOCKS_MAX} blocks` }),
  })
  .superRefine((doc, ctx) => {
    const footers = doc.blocks.flatMap((b, i) => (b.type === 'footer' ? [i] : []));
    if (footers.length === 0) ctx.addIssue({ code: 'custom', path: ['blocks'], message: EmailDocumentText.FooterRequired });
    else if (footers.length > 1 || footers[0] !== doc.blocks.length - 1) ctx.addIssue({ code: 'custom', path: ['blocks', footers.at(-1)!], message: EmailDocumentText.OneFooter });
    const seen = new Set<string>();
    for (const bid of blockIds(doc.blocks)) {
      if (seen.has(bid)) ctx.addIssue({ code: 'custom', path: ['blocks'], message: `${EmailDocumentText.DuplicateId}: ${bid}` });
      seen.add(bid);
    }
  });
export type EmailDocument = z.infer<typeof EmailDocument>;

/** The variables a document's texts use (the unsubscribe address excluded), in order of first use. */
export function documentVariables(doc: EmailDocument, subject = ''): string[] {
  const texts: string[] = [subject, doc.preheader];
  const leaf = (b: LeafBlock) => {
    if (b.type === 'text') texts.push(b.text);
    if (b.type === 'button') texts.push(b.label, b.href);
    if (b.type === 'image') texts.push(b.href);
  };
  for (const b of doc.blocks) {
    if (b.type === 'section') b.children.forEach(leaf);
    else if (b.type === 'columns') b.columns.forEach((c) => c.forEach(leaf));
    else if (b.type === 'footer') texts.push(b.text, b.unsubscribeLabel);
    else leaf(b);
  }
  return variablesIn(texts.join('\n')).filter((v) => v !== UNSUBSCRIBE_VARIABLE);
}
