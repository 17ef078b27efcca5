import { useTranslation } from 'react-i18next';
import { type EmailDocument, type LeafBlock, SocialNetworks } from '../../../../contract/email/emailDocument';
import { socialLabel } from '../../../../contract/email/emailDocumentToMjml';
import { UploadField } from '../../../offline';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { blockName } from './blockNames';
import { type AnyBlock, findBlock, updateBlock } from './documentOps';

const VARIABLE_EXAMPLE = '{{first_name}}';

/** The fields of the selected block (text, colours, links, image upload …). */
export function BlockProperties({ doc, id, onChange }: { doc: EmailDocument; id: string | null; onChange: (doc: EmailDocument) => void }) {
  const { t } = useTranslation();
  const found = id ? findBlock(doc, id) : null;
  if (!found) return <p className="text-sm text-slate-600">{t('email.editor.noSelection')}</p>;
  const b = found.block;
  const set = (patch: Partial<AnyBlock>) => onChange(updateBlock(doc, b.id, patch));
  const int = (value: string) => (value === '' ? 0 : Math.round(Number(value)));
  const alignOptions = (['left', 'center', 'right'] as const).map((v) => ({ value: v, label: t(`email.editor.field.${v}`) }));
  const align = (value: string) => (
    <SelectField label={t('email.editor.field.align')} options={alignOptions} value={value} onChange={(e) => set({ align: e.target.value as 'left' } as Partial<AnyBlock>)} />
  );
  const color = (label: string, value: string, key: string) => <TextField type="color" label={label} value={value} onChange={(e) => set({ [key]: e.target.value } as Partial<AnyBlock>)} className="max-w-[10rem]" />;
  const linkHint = t('email.editor.field.linkHint', { example: VARIABLE_EXAMPLE });

  let fields;
  switch (b.type) {
    case 'text':
      fields = (
        <>
          <TextAreaField label={t('email.editor.field.text')} value={b.text} rows={5} onChange={(e) => set({ text: e.target.value })} />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {align(b.align)}
            <TextField type="number" label={t('email.editor.field.fontSize')} min={10} max={40} value={b.fontSize} onChange={(e) => set({ fontSize: int(e.target.value) })} />
            {color(t('email.editor.field.color'), b.color, 'color')}
          </div>
        </>
      );
      break;
    case 'image':
      fields = (
        <>
          <UploadField label={t('email.editor.field.image')} kind="image" accept="image/png,image/jpeg,image/gif,image/webp" onUploaded={(f) => set({ src: f.MediaURL })} />
          <TextField label={t('email.editor.field.imageUrl')} hint={t('email.editor.field.imageHint')} value={b.src} onChange={(e) => set({ src: e.target.value })} />
          <TextField label={t('email.editor.field.alt')} value={b.alt} maxLength={200} onChange={(e) => set({ alt: e.target.value })} />
          <TextField label={t('email.editor.field.link')} hint={linkHint} value={b.href} onChange={(e) => set({ href: e.target.value })} />
          <TextField type="number" label={t('email.editor.field.width')} min={40} max={600} value={b.width} onChange={(e) => set({ width: int(e.target.value) })} className="max-w-[10rem]" />
        </>
      );
      break;
    case 'button':
      fields = (
        <>
          <TextField label={t('email.editor.field.label')} value={b.label} maxLength={100} onChange={(e) => set({ label: e.target.value })} />
          <TextField label={t('email.editor.field.link')} hint={linkHint} value={b.href} onChange={(e) => set({ href: e.target.value })} />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {align(b.align)}
            {color(t('email.editor.field.background'), b.backgroundColor, 'backgroundColor')}
            {color(t('email.editor.field.textColor'), b.color, 'color')}
          </div>
        </>
      );
      break;
    case 'divider':
      fields = color(t('email.editor.field.dividerColor'), b.color, 'color');
      break;
    case 'spacer':
      fields = <TextField type="number" label={t('email.editor.field.height')} min={4} max={120} value={b.height} onChange={(e) => set({ height: int(e.target.value) })} className="max-w-[10rem]" />;
      break;
    case 'social':
      fields = (
        <>
          {align(b.align)}
          {SocialNetworks.map((network) => {
            const link = b.links.find((l) => l.network === network);
            return (
              <TextField
                key={network}
                label={t('email.editor.field.network', { network: socialLabel(network) })}
                hint={network === 'facebook' ? t('email.editor.field.networkHint') : undefined}
                value={link?.href ?? ''}
                onChange={(e) => {
                  const others = b.links.filter((l) => l.network !== network);
                  const links = e.target.value === '' ? others : [...others, { network, href: e.target.value }];
                  set({ links: SocialNetworks.flatMap((n) => links.filter((l) => l.network === n)) });
                }}
              />
            );
          })}
        </>
      );
      break;
    case 'section':
      fields = color(t('email.editor.field.background'), b.backgroundColor, 'backgroundColor');
      break;
    case 'columns':
      fields = (
        <SelectField
          label={t('email.editor.field.columnCount')}
          options={[{ value: '2', label: '2' }, { value: '3', label: '3' }]}
          value={String(b.columns.length)}
          onChange={(e) => {
            const n = Number(e.target.value);
            const columns: LeafBlock[][] = n > b.columns.length ? [...b.columns, []] : b.columns.slice(0, n);
            set({ columns });
          }}
          className="max-w-[10rem]"
        />
      );
      break;
    case 'footer':
      fields = (
        <>
          <p className="text-sm text-slate-600">{t('email.editor.footerFixed')}</p>
          <TextAreaField label={t('email.editor.field.footerText')} hint={t('email.editor.field.footerTextHint')} value={b.text} rows={3} onChange={(e) => set({ text: e.target.value })} />
          <TextField label={t('email.editor.field.unsubscribeLabel')} value={b.unsubscribeLabel} maxLength={100} onChange={(e) => set({ unsubscribeLabel: e.target.value })} />
        </>
      );
      break;
  }
  return (
    <section aria-label={t('email.editor.propertiesOf', { name: blockName(t, doc, b.id) })} className="space-y-3">
      <h2 className="text-sm font-semibold text-slate-900">{t('email.editor.propertiesOf', { name: blockName(t, doc, b.id) })}</h2>
      {fields}
    </section>
  );
}
