import { DndContext, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailDocument } from '../../../../contract/email/emailDocument';
import { blockName } from './blockNames';
import { type AnyBlock, canMove, findBlock, listAt, type ListAddress, moveBlockBy, moveBlockTo, removeBlock } from './documentOps';

export interface OutlineProps {
  doc: EmailDocument;
  selected: string | null;
  onSelect: (id: string) => void;
  /** A changed document, the block to focus next (its row's select button) and what to announce. */
  onEdit: (doc: EmailDocument, focus: string | null, announce: string) => void;
}

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:text-slate-400';

/**
 * The document as an ordered outline: every block a row with a drag handle (pointer drag and drop
 * with @dnd-kit/core within its list), a select button (Alt+Up / Alt+Down move it, Delete removes
 * it) and Move up / Move down / Delete buttons. Sections and columns list their blocks beneath.
 */
export function BlockOutline(props: OutlineProps) {
  const { t } = useTranslation();
  return (
    <div>
      <p id="email-outline-hint" className="mb-2 text-xs text-slate-600">
        {t('email.editor.outlineHint')}
      </p>
      <BlockList {...props} at={{ parent: null }} label={t('email.editor.outline')} />
    </div>
  );
}

function BlockList(props: OutlineProps & { at: ListAddress; label: string }) {
  const { doc, at, onEdit } = props;
  const { t } = useTranslation();
  const list = listAt(doc, at);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  function onDragEnd(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    const id = String(e.active.id);
    const to = list.findIndex((b) => b.id === String(e.over!.id));
    if (to < 0) return;
    const next = moveBlockTo(doc, id, to);
    if (next === doc) return;
    const placed = findBlock(next, id)!;
    onEdit(next, id, t('email.editor.moved', { name: blockName(t, doc, id), n: placed.index + 1, total: list.length }));
  }
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ screenReaderInstructions: { draggable: t('email.editor.outlineHint') } }}>
      <ol aria-label={props.label} className="space-y-1">
        {list.map((b) => (
          <BlockRow key={b.id} {...props} block={b} />
        ))}
      </ol>
    </DndContext>
  );
}

function BlockRow(props: OutlineProps & { at: ListAddress; block: AnyBlock }) {
  const { doc, block, selected, onSelect, onEdit } = props;
  const { t } = useTranslation();
  const drag = useDraggable({ id: block.id, disabled: block.type === 'footer' });
  const drop = useDroppable({ id: block.id });
  const name = blockName(t, doc, block.id);
  const isSelected = selected === block.id;
  const style = drag.transform ? { transform: `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)`, zIndex: 10, position: 'relative' as const } : undefined;

  const move = (delta: -1 | 1) => {
    const next = moveBlockBy(doc, block.id, delta);
    if (next === doc) return;
    const placed = findBlock(next, block.id)!;
    onEdit(next, block.id, t('email.editor.moved', { name, n: placed.index + 1, total: listAt(next, placed.at).length }));
  };
  const remove = () => {
    const found = findBlock(doc, block.id);
    const next = removeBlock(doc, block.id);
    if (next === doc || !found) return;
    const siblings = listAt(next, found.at);
    const focus = siblings[Math.min(found.index, siblings.length - 1)]?.id ?? found.at.parent;
    onEdit(next, focus, t('email.editor.removed', { name }));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      move(e.key === 'ArrowUp' ? -1 : 1);
    } else if (e.key === 'Delete' && block.type !== 'footer') {
      e.preventDefault();
      remove();
    }
  };

  return (
    <li
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      style={style}
      data-block-row={block.id}
      className={`rounded-lg border ${drop.isOver && !drag.isDragging ? 'border-indigo-500' : 'border-slate-200'} ${isSelected ? 'bg-indigo-50' : 'bg-white'} ${drag.isDragging ? 'shadow-lg' : ''}`}
    >
      <div className="flex items-center gap-1 p-1">
        <span
          {...drag.listeners}
          aria-hidden="true"
          data-drag-handle={block.id}
          className={`flex h-8 w-6 shrink-0 touch-none items-center justify-center rounded text-slate-500 ${block.type === 'footer' ? 'opacity-30' : 'cursor-grab hover:bg-slate-100'}`}
        >
          ⠿
        </span>
        <button
          type="button"
          data-block-select={block.id}
          aria-pressed={isSelected}
          aria-describedby="email-outline-hint"
          onClick={() => onSelect(block.id)}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 truncate rounded px-2 py-1.5 text-left text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <span className="font-medium">{name}</span>
          <span className="ml-2 text-slate-600">{summary(block)}</span>
        </button>
        {block.type !== 'footer' && (
          <span className="flex shrink-0 gap-1">
            <button type="button" className={iconButton} aria-label={t('email.editor.moveUpOne', { name })} title={t('email.editor.moveUp')} disabled={!canMove(doc, block.id, -1)} onClick={() => move(-1)}>
              ↑
            </button>
            <button type="button" className={iconButton} aria-label={t('email.editor.moveDownOne', { name })} title={t('email.editor.moveDown')} disabled={!canMove(doc, block.id, 1)} onClick={() => move(1)}>
              ↓
            </button>
            <button type="button" className={`${iconButton} text-red-700`} aria-label={t('email.editor.removeOne', { name })} title={t('email.editor.remove')} onClick={remove}>
              ✕
            </button>
          </span>
        )}
      </div>
      {block.type === 'section' && (
        <div className="pb-2 pl-6 pr-1">
          <BlockList {...props} at={{ parent: block.id }} label={name} />
        </div>
      )}
      {block.type === 'columns' &&
        block.columns.map((_, c) => (
          <div key={c} className="pb-2 pl-6 pr-1">
            <p className="mb-1 text-xs font-medium text-slate-600">{t('email.editor.column', { n: c + 1 })}</p>
            <BlockList {...props} at={{ parent: block.id, column: c }} label={`${name}, ${t('email.editor.column', { n: c + 1 })}`} />
          </div>
        ))}
    </li>
  );
}

/** A short reminder of what a block holds. */
function summary(b: AnyBlock): string {
  switch (b.type) {
    case 'text':
      return b.text.slice(0, 40);
    case 'button':
      return b.label;
    case 'image':
      return b.alt;
    case 'footer':
      return b.unsubscribeLabel;
    default:
      return '';
  }
}
