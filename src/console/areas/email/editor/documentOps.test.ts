import { describe, expect, it } from 'vitest';
import { EmailDocument } from '../../../../contract/email/emailDocument';
import { fullDocument, starterDocument } from '../../../../contract/email/emailDocumentSamples';
import { canMove, findBlock, freshId, insertBlock, moveBlockBy, moveBlockTo, newBlock, outlineOrder, removeBlock, TOP_TYPES, updateBlock } from './documentOps';

const ids = (d: EmailDocument) => d.blocks.map((b) => b.id);
const texts = { text: 'Text', button: 'Button' };

describe('the block editor\'s document edits (keyboard and drag and drop)', () => {
  it('moves a block up and down one step, and never past the footer or the top', () => {
    const d = starterDocument();
    expect(ids(moveBlockBy(d, 'body', -1))).toEqual(['body', 'heading', 'button', 'footer']);
    expect(ids(moveBlockBy(d, 'body', 1))).toEqual(['heading', 'button', 'body', 'footer']);
    expect(moveBlockBy(d, 'heading', -1)).toBe(d);
    expect(moveBlockBy(d, 'button', 1)).toBe(d);
    expect(moveBlockBy(d, 'footer', -1)).toBe(d);
    expect([canMove(d, 'heading', -1), canMove(d, 'heading', 1), canMove(d, 'button', 1), canMove(d, 'footer', -1)]).toEqual([false, true, false, false]);
  });

  it('drops a block at another index of its list, clamped before the footer', () => {
    const d = starterDocument();
    expect(ids(moveBlockTo(d, 'heading', 2))).toEqual(['body', 'button', 'heading', 'footer']);
    expect(ids(moveBlockTo(d, 'heading', 3))).toEqual(['body', 'button', 'heading', 'footer']);
    expect(ids(moveBlockTo(d, 'button', 0))).toEqual(['button', 'heading', 'body', 'footer']);
  });

  it('moves inside a column and a section without leaving it', () => {
    const d = fullDocument();
    const moved = moveBlockBy(d, 'c3', -1);
    expect(findBlock(moved, 'c3')).toMatchObject({ at: { parent: 'cols', column: 1 }, index: 0 });
    expect(moveBlockBy(moved, 'c3', -1)).toBe(moved);
    expect(ids(moved)).toEqual(ids(d));
    expect(moveBlockBy(d, 'sec-t', 1)).toBe(d);
  });

  it('adds after the selected block or at the end before the footer, removes, and every result is a valid document', () => {
    let d = starterDocument();
    for (const type of TOP_TYPES) d = insertBlock(d, { parent: null }, newBlock(type, freshId(d), texts));
    expect(d.blocks.at(-1)!.type).toBe('footer');
    // A new image block waits for its upload: the only problem, named by its path.
    const image = d.blocks.findIndex((b) => b.type === 'image');
    expect(EmailDocument.safeParse(d).error?.issues.map((i) => i.path.join('.'))).toEqual([`blocks.${image}.src`]);
    d = updateBlock(d, d.blocks[image]!.id, { src: '/media/F1' });
    expect(EmailDocument.safeParse(d).success).toBe(true);
    d = insertBlock(d, { parent: null }, newBlock('divider', 'after-heading', texts), 'heading');
    expect(ids(d).slice(0, 2)).toEqual(['heading', 'after-heading']);
    const section = d.blocks.find((b) => b.type === 'section')!.id;
    const inside = freshId(d);
    d = insertBlock(d, { parent: section }, newBlock('button', inside, texts));
    expect(findBlock(d, inside)?.at).toEqual({ parent: section });
    expect(EmailDocument.safeParse(d).success).toBe(true);
    expect(removeBlock(d, 'footer')).toBe(d);
    const fewer = removeBlock(d, 'after-heading');
    expect(outlineOrder(fewer)).not.toContain('after-heading');
    expect(EmailDocument.safeParse(fewer).success).toBe(true);
  });

  it('changes a block\'s fields and walks the outline in order', () => {
    const d = updateBlock(fullDocument(), 'c1', { text: 'Changed' });
    expect(findBlock(d, 'c1')!.block).toMatchObject({ text: 'Changed' });
    expect(outlineOrder(d)).toEqual(['heading', 'body', 'img', 'sec', 'sec-t', 'cols', 'c1', 'c2', 'c3', 'soc', 'button', 'footer']);
  });
});
