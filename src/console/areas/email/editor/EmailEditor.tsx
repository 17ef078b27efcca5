import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentVariables, EmailDocument, EmailDocumentText } from '../../../../contract/email/emailDocument';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { BlockOutline } from './BlockOutline';
import { BlockProperties } from './BlockProperties';
import { blockName } from './blockNames';
import { findBlock, freshId, insertBlock, LEAF_TYPES, type ListAddress, TOP_TYPES, newBlock, updateBlock } from './documentOps';
import { EditorPreview } from './EditorPreview';

const VARIABLES = ['first_name', 'last_name', 'email', 'company'] as const;
const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[selected]:bg-indigo-600 data-[selected]:text-white';

/** The schema's problems with a document, each with the block it is about (for the list under the editor). */
export function documentProblems(doc: EmailDocument): Array<{ blockIndex: number | null; message: string }> {
  const r = EmailDocument.safeParse(doc);
  if (r.success) return [];
  return r.error.issues.map((i) => ({ blockIndex: i.path[0] === 'blocks' && typeof i.path[1] === 'number' ? i.path[1] : null, message: i.message }));
}

/**
 * The block editor (issue 13): the outline (drag and drop, keyboard moves), adding blocks to the
 * e-mail, a section or a column, the selected block's settings, variables, the e-mail's settings,
 * and the gateway's preview, HTML source and plain-text part. The parent owns the document (and
 * saves it as a draft on every change).
 */
export function EmailEditor({ doc, subject, onChange }: { doc: EmailDocument; subject: string; onChange: (doc: EmailDocument) => void }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(doc.blocks[0]?.id ?? null);
  const [focus, setFocus] = useState<{ id: string | null; n: number }>({ id: null, n: 0 });
  const [announcement, setAnnouncement] = useState('');
  const [addType, setAddType] = useState<string>('text');
  const [addTo, setAddTo] = useState('top');
  const [variable, setVariable] = useState<string>(VARIABLES[0]);
  const [tab, setTab] = useState(0);
  const problems = documentProblems(doc);

  // Focus follows the block a keyboard edit moved, added or left behind.
  useEffect(() => {
    if (focus.id) document.querySelector<HTMLElement>(`[data-block-select="${CSS.escape(focus.id)}"]`)?.focus();
  }, [focus]);

  const edit = (next: EmailDocument, focusId: string | null, say: string) => {
    onChange(next);
    if (focusId) setSelected(focusId);
    setFocus((f) => ({ id: focusId, n: f.n + 1 }));
    setAnnouncement(say);
  };

  const targets: Array<{ value: string; label: string; at: ListAddress }> = [{ value: 'top', label: t('email.editor.addToTop'), at: { parent: null } }];
  for (const b of doc.blocks) {
    if (b.type === 'section') targets.push({ value: b.id, label: t('email.editor.addToSection', { name: blockName(t, doc, b.id) }), at: { parent: b.id } });
    if (b.type === 'columns')
      b.columns.forEach((_, c) => targets.push({ value: `${b.id}:${c}`, label: t('email.editor.addToColumn', { name: blockName(t, doc, b.id), n: c + 1 }), at: { parent: b.id, column: c } }));
  }
  const target = targets.find((x) => x.value === addTo) ?? targets[0]!;
  const types = target.at.parent === null ? TOP_TYPES : LEAF_TYPES;
  const type = (types as readonly string[]).includes(addType) ? addType : 'text';

  const add = () => {
    const id = freshId(doc);
    const block = newBlock(type as (typeof TOP_TYPES)[number], id, { text: t('email.editor.defaults.text'), button: t('email.editor.defaults.button') });
    const sel = selected ? findBlock(doc, selected) : null;
    const sameList = sel && sel.at.parent === target.at.parent && (sel.at.column ?? 0) === (target.at.column ?? 0);
    const next = insertBlock(doc, target.at, block, sameList ? selected! : undefined);
    edit(next, id, t('email.editor.added', { name: blockName(t, next, id) }));
  };

  const selectedBlock = selected ? findBlock(doc, selected)?.block : undefined;
  const insertVariable = () => {
    if (!selectedBlock) return;
    const token = `{{${variable}}}`;
    if (selectedBlock.type === 'text') onChange(updateBlock(doc, selectedBlock.id, { text: `${selectedBlock.text}${selectedBlock.text.endsWith(' ') || selectedBlock.text === '' ? '' : ' '}${token}` }));
    if (selectedBlock.type === 'button') onChange(updateBlock(doc, selectedBlock.id, { label: `${selectedBlock.label} ${token}` }));
  };
  const used = documentVariables(doc, subject);
  const problemText = (message: string) => {
    const key = (Object.keys(EmailDocumentText) as Array<keyof typeof EmailDocumentText>).find((k) => message.startsWith(EmailDocumentText[k]));
    return key ? t(`email.template.doc.${key}`) + message.slice(EmailDocumentText[key].length) : message;
  };

  return (
    <div className="space-y-4">
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <TabGroup selectedIndex={tab} onChange={setTab}>
        <TabList aria-label={t('email.editor.tabs.label')} className="flex flex-wrap gap-1 rounded-lg border border-slate-200 bg-white p-1">
          {(['edit', 'preview', 'html', 'text'] as const).map((k) => (
            <Tab key={k} className={tabClass}>
              {t(`email.editor.tabs.${k}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          <TabPanel unmount={false}>
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
              <div className="min-w-0 space-y-4">
                <BlockOutline doc={doc} selected={selected} onSelect={setSelected} onEdit={edit} />
                <div className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
                  <SelectField label={t('email.editor.addTo')} options={targets.map(({ value, label }) => ({ value, label }))} value={target.value} onChange={(e) => setAddTo(e.target.value)} />
                  <SelectField label={t('email.editor.addType')} options={types.map((v) => ({ value: v, label: t(`email.editor.type.${v}`) }))} value={type} onChange={(e) => setAddType(e.target.value)} />
                  <Button variant="secondary" onClick={add}>
                    {t('email.editor.add')}
                  </Button>
                </div>
              </div>
              <div className="min-w-0 space-y-6">
                <div className="rounded-lg border border-slate-200 bg-white p-3">
                  <BlockProperties doc={doc} id={selected} onChange={onChange} />
                </div>
                <section aria-labelledby="email-variables" className="space-y-2 rounded-lg border border-slate-200 bg-white p-3">
                  <h2 id="email-variables" className="text-sm font-semibold text-slate-900">
                    {t('email.editor.variables.heading')}
                  </h2>
                  <p className="text-xs text-slate-600">{t('email.editor.variables.hint', { example: '{{first_name}}' })}</p>
                  <div className="grid grid-cols-1 gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
                    <SelectField label={t('email.editor.variables.name')} options={VARIABLES.map((v) => ({ value: v, label: `${t(`email.editor.variables.options.${v}`)} ({{${v}}})` }))} value={variable} onChange={(e) => setVariable(e.target.value)} />
                    <Button variant="secondary" onClick={insertVariable} disabled={selectedBlock?.type !== 'text' && selectedBlock?.type !== 'button'}>
                      {t('email.editor.variables.insert')}
                    </Button>
                  </div>
                  <p className="text-xs text-slate-700" data-testid="email-variables-in-use">
                    {used.length ? t('email.editor.variables.inUse', { list: used.join(', ') }) : t('email.editor.variables.none')}
                  </p>
                </section>
                <section aria-labelledby="email-doc-settings" className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
                  <h2 id="email-doc-settings" className="text-sm font-semibold text-slate-900">
                    {t('email.editor.document.heading')}
                  </h2>
                  <TextField label={t('email.editor.document.preheader')} hint={t('email.editor.document.preheaderHint')} value={doc.preheader} maxLength={200} onChange={(e) => onChange({ ...doc, preheader: e.target.value })} />
                  <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                    <TextField type="color" label={t('email.editor.document.background')} value={doc.backgroundColor} onChange={(e) => onChange({ ...doc, backgroundColor: e.target.value })} />
                    <TextField type="number" label={t('email.editor.document.width')} min={480} max={700} value={doc.contentWidth} onChange={(e) => onChange({ ...doc, contentWidth: Math.round(Number(e.target.value)) })} />
                  </div>
                </section>
              </div>
            </div>
          </TabPanel>
          {(['preview', 'html', 'text'] as const).map((view, i) => (
            <TabPanel key={view}>{tab === i + 1 && <EditorPreview doc={doc} subject={subject} valid={problems.length === 0} view={view} />}</TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
      {problems.length > 0 && (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="email-document-problems">
          <p className="font-medium">{t('email.editor.preview.problems')}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p, i) => (
              <li key={i}>{t('email.editor.preview.where', { block: p.blockIndex === null || !doc.blocks[p.blockIndex] ? t('email.editor.preview.document') : blockName(t, doc, doc.blocks[p.blockIndex]!.id), text: problemText(p.message) })}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
