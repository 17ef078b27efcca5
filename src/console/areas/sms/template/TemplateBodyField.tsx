import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { countSegments } from '../../../../contract/sms/segments';
import { SMS_CONTENT_MAX } from '../../../../contract/sms/smsConstants';
import { templateVariables } from '../../../../contract/sms/templateVariables';
import { Button } from '../../../ui/Button';
import { insertVariable } from './insertVariable';

export interface TemplateBodyFieldProps {
  value: string;
  onChange: (body: string) => void;
  error?: string | undefined;
}

/** The template body: {{n}} variables inserted at the cursor, with a live length and segment count. */
export function TemplateBodyField({ value, onChange, error }: TemplateBodyFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const count = countSegments(value);
  const variables = templateVariables(value);

  function insert() {
    const el = area.current;
    const r = insertVariable(value, el?.selectionStart ?? value.length, el?.selectionEnd ?? value.length);
    onChange(r.body);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(r.cursor, r.cursor);
    });
  }

  return (
    <div>
      <div className="mb-1 flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {t('sms.template.field.body')}
        </label>
        <Button variant="secondary" className="px-3 py-1.5" onClick={insert} aria-describedby={`${id}-vars`}>
          {t('sms.template.form.insertVariable')}
        </Button>
      </div>
      <textarea
        id={id}
        ref={area}
        rows={6}
        value={value}
        maxLength={SMS_CONTENT_MAX}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, `${id}-count`, `${id}-vars`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        className={`block w-full rounded-md border bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 ${error ? 'border-red-500' : 'border-slate-300'}`}
      />
      <div className="mt-1 flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-slate-600">
        <p id={`${id}-hint`}>{t('sms.template.form.bodyHint', { first: '{{1}}', second: '{{2}}', max: SMS_CONTENT_MAX })}</p>
        <p id={`${id}-count`} className="tabular-nums" data-testid="segment-counter">
          {t('sms.template.form.counter', { characters: value.length, max: SMS_CONTENT_MAX, count: count.segments, encoding: t(`sms.template.form.encoding.${count.encoding}`) })}
        </p>
      </div>
      <p id={`${id}-vars`} className="mt-1 text-xs text-slate-600">
        {variables.length ? t('sms.template.form.variables', { list: variables.map((n) => `{{${n}}}`).join(', ') }) : t('sms.template.form.noVariables')}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
