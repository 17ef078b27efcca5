import { describe, expect, it } from 'vitest';
import { documentVariables, EmailDocument, EmailDocumentText, isSafeHref } from './emailDocument';
import { emailDocumentToMjml } from './emailDocumentToMjml';
import { emailPlainText } from './emailPlainText';
import { fullDocument, starterDocument } from './emailDocumentSamples';

const starter = starterDocument;

const issues = (value: unknown) => {
  const r = EmailDocument.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the e-mail document schema', () => {
  it('accepts the starter and a document with every block kind', () => {
    expect(issues(starter())).toEqual([]);
    expect(issues(fullDocument())).toEqual([]);
  });

  it('needs exactly one footer, last; names a missing one clearly', () => {
    const noFooter = starter();
    noFooter.blocks.pop();
    expect(issues(noFooter)).toEqual([`blocks: ${EmailDocumentText.FooterRequired}`]);
    const moved = starter();
    moved.blocks.unshift(moved.blocks.pop()!);
    expect(issues(moved)).toEqual([`blocks.0: ${EmailDocumentText.OneFooter}`]);
    expect(issues({ ...starter(), blocks: [] })).toContain(`blocks: ${EmailDocumentText.FooterRequired}`);
  });

  it('refuses unsafe links and image sources, bad colours, malformed variables and repeated ids, naming the field', () => {
    const doc = fullDocument();
    (doc.blocks[6] as { href: string }).href = 'javascript:alert(1)';
    expect(issues(doc)).toEqual([`blocks.6.href: ${EmailDocumentText.BadLink}`]);
    const img = fullDocument();
    (img.blocks[2] as { src: string }).src = 'file:///etc/passwd';
    expect(issues(img)).toEqual([`blocks.2.src: ${EmailDocumentText.BadImage}`]);
    const col = starter();
    (col.blocks[0] as { color: string }).color = 'red';
    expect(issues(col)).toEqual([`blocks.0.color: ${EmailDocumentText.BadColor}`]);
    const v = starter();
    (v.blocks[1] as { text: string }).text = 'Hi {{first name}}';
    expect(issues(v)).toEqual([`blocks.1.text: ${EmailDocumentText.BadVariable}`]);
    const dup = starter();
    dup.blocks[1]!.id = 'heading';
    expect(issues(dup)).toEqual([`blocks: ${EmailDocumentText.DuplicateId}: heading`]);
    expect(issues({ ...starter(), blocks: [{ id: 'x', type: 'video' }, ...starter().blocks] })[0]).toMatch(/^blocks\.0\.type/);
  });

  it('links: http(s), mailto and one variable only', () => {
    expect(['https://a.example/x?y=1', 'mailto:a@b.example', '{{ shop_url }}'].every(isSafeHref)).toBe(true);
    expect(['javascript:x', 'data:text/html,x', '//a.example', 'https://a.example/"onmouseover', '{{a}}{{b}}'].some(isSafeHref)).toBe(false);
  });

  it('lists the variables in use, without the unsubscribe link', () => {
    expect(documentVariables(fullDocument(), 'Hi {{first_name}}, {{offer}}')).toEqual(['first_name', 'offer']);
  });
});

describe('the document as MJML and plain text', () => {
  it('escapes every text, joins uploaded images to the public address and ends with the unsubscribe link', () => {
    const mjml = emailDocumentToMjml(fullDocument(), { title: 'Sale <1>', publicUrl: 'https://console.example/' });
    expect(mjml).toContain('<mj-title>Sale &lt;1&gt;</mj-title>');
    expect(mjml).toContain('Inside &lt;b&gt; a &amp; section');
    expect(mjml).toContain('src="https://console.example/media/F123"');
    expect(mjml).toContain('Hello {{first_name}},<br />our sale starts today.');
    expect(mjml).toContain('<mj-column><mj-text align="left" font-size="14px" color="#000000" line-height="1.5">Left</mj-text></mj-column><mj-column><mj-spacer height="20px" /><mj-divider');
    expect(mjml).toMatch(/<a href="\{\{unsubscribe_url\}\}"[^>]*>Unsubscribe<\/a><\/mj-text><\/mj-column><\/mj-section>\n<\/mj-body>/);
  });

  it('makes the plain-text part from the document', () => {
    expect(emailPlainText(fullDocument(), 'https://console.example')).toBe(
      [
        'Spring sale',
        'Hello {{first_name}},\nour sale starts today.',
        '[Tulips]',
        'Inside <b> a & section',
        'Left',
        '----------',
        'Facebook: https://facebook.com/shop\nX: https://x.com/shop',
        'Shop now: https://example.com',
        'Shop Ltd, 1 Main St',
        'Unsubscribe: {{unsubscribe_url}}',
      ].join('\n\n') + '\n',
    );
  });
});
