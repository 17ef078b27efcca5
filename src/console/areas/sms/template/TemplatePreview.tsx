import { useTranslation } from 'react-i18next';
import { countSegments } from '../../../../contract/sms/segments';
import { templateVariables } from '../../../../contract/sms/templateVariables';
import { TextField } from '../../../ui/TextField';
import { previewText } from './templatePreview';

export interface TemplatePreviewProps {
  body: string;
  samples: Readonly<Record<number, string>>;
  onSamples: (samples: Record<number, string>) => void;
}

/** What a recipient would read, with sample values typed for each variable. */
export function TemplatePreview({ body, samples, onSamples }: TemplatePreviewProps) {
  const { t } = useTranslation();
  const variables = templateVariables(body);
  const text = previewText(body, samples);
  const count = countSegments(text);
  return (
    <section aria-labelledby="template-preview-title" className="self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="template-preview-title" className="text-base font-semibold text-slate-900">
        {t('sms.template.preview.title')}
      </h2>
      <p className="mt-1 text-xs text-slate-600">{t('sms.template.preview.hint')}</p>
      {variables.length > 0 && (
        <div className="mt-4 grid gap-3">
          {variables.map((n) => (
            <TextField
              key={n}
              label={t('sms.template.preview.sample', { variable: `{{${n}}}` })}
              value={samples[n] ?? ''}
              maxLength={200}
              onChange={(e) => onSamples({ ...samples, [n]: e.target.value })}
            />
          ))}
        </div>
      )}
      <div className="mt-4 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3 text-sm whitespace-pre-wrap break-words text-slate-900" data-testid="template-preview">
        {text || <span className="text-slate-600">{t('sms.template.preview.empty')}</span>}
      </div>
      {text && (
        <p className="mt-2 text-xs text-slate-600 tabular-nums">
          {t('sms.template.preview.count', { characters: count.characters, count: count.segments, encoding: t(`sms.template.form.encoding.${count.encoding}`) })}
        </p>
      )}
    </section>
  );
}
