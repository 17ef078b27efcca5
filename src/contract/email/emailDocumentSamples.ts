/** Sample documents for the tests of the editor, the renderer and the gateway (not used by the product). */
import type { EmailDocument } from './emailDocument';
import { starterEmailDocument } from './starterEmailDocument';

/** The starter document with English texts and a {{first_name}} variable. */
export const starterDocument = (): EmailDocument =>
  starterEmailDocument({ heading: 'Spring sale', body: 'Hello {{first_name}},\nour sale starts today.', button: 'Shop now', footer: 'Shop Ltd, 1 Main St', unsubscribe: 'Unsubscribe' });

/** A document with every kind of block; the image is `/media/<imageId>`. */
export function fullDocument(imageId = 'F123'): EmailDocument {
  const doc = starterDocument();
  doc.blocks.splice(
    2,
    0,
    { id: 'img', type: 'image', src: `/media/${imageId}`, alt: 'Tulips', href: '', width: 560 },
    { id: 'sec', type: 'section', backgroundColor: '#ffffff', children: [{ id: 'sec-t', type: 'text', text: 'Inside <b> a & section', align: 'center', fontSize: 14, color: '#000000' }] },
    {
      id: 'cols',
      type: 'columns',
      columns: [
        [{ id: 'c1', type: 'text', text: 'Left', align: 'left', fontSize: 14, color: '#000000' }],
        [
          { id: 'c2', type: 'spacer', height: 20 },
          { id: 'c3', type: 'divider', color: '#cccccc' },
        ],
      ],
    },
    {
      id: 'soc',
      type: 'social',
      align: 'center',
      links: [
        { network: 'facebook', href: 'https://facebook.com/shop' },
        { network: 'x', href: 'https://x.com/shop' },
      ],
    },
  );
  return doc;
}
