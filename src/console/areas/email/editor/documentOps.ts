import type { EmailBlock, EmailBlockType, EmailDocument, LeafBlock } from '../../../../contract/email/emailDocument';

/**
 * Pure edits of the block editor's document, used alike by drag and drop and by the keyboard.
 * A list is the document's top level (`parent: null`), a section's children (`parent: id`) or one
 * column of a columns block (`parent: id, column: n`). The footer stays the last top-level block:
 * it cannot be moved, removed, or have a block put after it.
 */
export interface ListAddress {
  parent: string | null;
  column?: number;
}

export type AnyBlock = EmailBlock | LeafBlock;

export function listAt(doc: EmailDocument, at: ListAddress): readonly AnyBlock[] {
  if (at.parent === null) return doc.blocks;
  const p = doc.blocks.find((b) => b.id === at.parent);
  if (p?.type === 'section') return p.children;
  if (p?.type === 'columns') return p.columns[at.column ?? 0] ?? [];
  return [];
}

function withList(doc: EmailDocument, at: ListAddress, list: AnyBlock[]): EmailDocument {
  if (at.parent === null) return { ...doc, blocks: list as EmailBlock[] };
  return {
    ...doc,
    blocks: doc.blocks.map((b) => {
      if (b.id !== at.parent) return b;
      if (b.type === 'section') return { ...b, children: list as LeafBlock[] };
      if (b.type === 'columns') return { ...b, columns: b.columns.map((c, i) => (i === (at.column ?? 0) ? (list as LeafBlock[]) : c)) };
      return b;
    }),
  };
}

/** Where a block is: its list and index, or null. */
export function findBlock(doc: EmailDocument, id: string): { at: ListAddress; index: number; block: AnyBlock } | null {
  const top = doc.blocks.findIndex((b) => b.id === id);
  if (top >= 0) return { at: { parent: null }, index: top, block: doc.blocks[top]! };
  for (const b of doc.blocks) {
    if (b.type === 'section') {
      const i = b.children.findIndex((c) => c.id === id);
      if (i >= 0) return { at: { parent: b.id }, index: i, block: b.children[i]! };
    }
    if (b.type === 'columns') {
      for (let c = 0; c < b.columns.length; c++) {
        const i = b.columns[c]!.findIndex((x) => x.id === id);
        if (i >= 0) return { at: { parent: b.id, column: c }, index: i, block: b.columns[c]![i]! };
      }
    }
  }
  return null;
}

/** The last index a movable block may take in a list (the top level's footer keeps the end). */
function lastMovable(doc: EmailDocument, at: ListAddress): number {
  const list = listAt(doc, at);
  return at.parent === null && list.at(-1)?.type === 'footer' ? list.length - 2 : list.length - 1;
}

/** Moves a block to `to` within its list (clamped); the footer never moves. */
export function moveBlockTo(doc: EmailDocument, id: string, to: number): EmailDocument {
  const found = findBlock(doc, id);
  if (!found || found.block.type === 'footer') return doc;
  const target = Math.max(0, Math.min(to, lastMovable(doc, found.at)));
  if (target === found.index) return doc;
  const list = [...listAt(doc, found.at)];
  const [moved] = list.splice(found.index, 1);
  list.splice(target, 0, moved!);
  return withList(doc, found.at, list);
}

/** One step up (-1) or down (+1): what Alt+Arrow and the row's buttons do. */
export const moveBlockBy = (doc: EmailDocument, id: string, delta: -1 | 1): EmailDocument => {
  const found = findBlock(doc, id);
  return found ? moveBlockTo(doc, id, found.index + delta) : doc;
};

/** Whether a block can move one step that way. */
export function canMove(doc: EmailDocument, id: string, delta: -1 | 1): boolean {
  const found = findBlock(doc, id);
  if (!found || found.block.type === 'footer') return false;
  const to = found.index + delta;
  return to >= 0 && to <= lastMovable(doc, found.at);
}

/** Inserts a block into a list after `afterId` (or at the end), never after the footer. */
export function insertBlock(doc: EmailDocument, at: ListAddress, block: AnyBlock, afterId?: string): EmailDocument {
  const list = [...listAt(doc, at)];
  const after = afterId ? list.findIndex((b) => b.id === afterId) : -1;
  let index = after >= 0 ? after + 1 : list.length;
  index = Math.min(index, lastMovable(doc, at) + 1);
  list.splice(index, 0, block);
  return withList(doc, at, list);
}

/** Removes a block (not the footer). */
export function removeBlock(doc: EmailDocument, id: string): EmailDocument {
  const found = findBlock(doc, id);
  if (!found || found.block.type === 'footer') return doc;
  return withList(
    doc,
    found.at,
    listAt(doc, found.at).filter((b) => b.id !== id),
  );
}

/** Replaces a block's fields. */
export function updateBlock(doc: EmailDocument, id: string, patch: Partial<AnyBlock>): EmailDocument {
  const found = findBlock(doc, id);
  if (!found) return doc;
  return withList(
    doc,
    found.at,
    listAt(doc, found.at).map((b) => (b.id === id ? ({ ...b, ...patch } as AnyBlock) : b)),
  );
}

/** The block ids in the order the outline shows them (what Tab walks through). */
export function outlineOrder(doc: EmailDocument): string[] {
  const out: string[] = [];
  for (const b of doc.blocks) {
    out.push(b.id);
    if (b.type === 'section') out.push(...b.children.map((c) => c.id));
    if (b.type === 'columns') for (const col of b.columns) out.push(...col.map((c) => c.id));
  }
  return out;
}

export const LEAF_TYPES = ['text', 'image', 'button', 'divider', 'spacer', 'social'] as const;
export const TOP_TYPES = [...LEAF_TYPES, 'section', 'columns'] as const satisfies readonly EmailBlockType[];

/** A new block of a type, with defaults (the texts in the reader's language). */
export function newBlock(type: (typeof TOP_TYPES)[number], id: string, texts: { text: string; button: string }): AnyBlock {
  switch (type) {
    case 'text':
      return { id, type, text: texts.text, align: 'left', fontSize: 16, color: '#374151' };
    case 'image':
      // No image yet: the schema asks for an upload (or an address) before the e-mail can be previewed or saved.
      return { id, type, src: '', alt: '', href: '', width: 600 };
    case 'button':
      return { id, type, label: texts.button, href: 'https://example.com', align: 'left', backgroundColor: '#1d4ed8', color: '#ffffff' };
    case 'divider':
      return { id, type, color: '#d1d5db' };
    case 'spacer':
      return { id, type, height: 24 };
    case 'social':
      return { id, type, align: 'center', links: [{ network: 'facebook', href: 'https://facebook.com/' }] };
    case 'section':
      return { id, type, backgroundColor: '#ffffff', children: [{ id: `${id}-1`, type: 'text', text: texts.text, align: 'left', fontSize: 16, color: '#374151' }] };
    case 'columns':
      return {
        id,
        type,
        columns: [
          [{ id: `${id}-1`, type: 'text', text: texts.text, align: 'left', fontSize: 16, color: '#374151' }],
          [{ id: `${id}-2`, type: 'text', text: texts.text, align: 'left', fontSize: 16, color: '#374151' }],
        ],
      };
  }
}

/** A block id not yet in the document. */
export function freshId(doc: EmailDocument): string {
  const used = new Set(outlineOrder(doc));
  for (let n = used.size + 1; ; n++) {
    const id = `b${n}`;
    if (!used.has(id) && !used.has(`${id}-1`) && !used.has(`${id}-2`)) return id;
  }
}
