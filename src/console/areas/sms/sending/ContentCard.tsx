import { useTranslation } from 'react-i18next';
import type { SmsTemplate } from '../../../../contract/entities/sms';
import { SMS_CONTENT_MAX } from '../../../../contract/sms/smsConstants';
import { Card } from '../../../ui/Card';
import { SelectField } from '../../../ui/SelectField';
import { Spinner } from '../../../ui/Spinner';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { TextLink } from '../../../ui/TextLink';
import { ChoiceGroup } from '../../../messaging/core/sending/ChoiceGroup';
import { SegmentCounter } from './SegmentCounter';
import { fillTemplate, type SendForm } from './sendForm';
import { TemplatePreview } from './TemplatePreview';
import { TrialNotice } from './TrialNotice';
import { routeHref } from '../../../lib/routeHref';

export interface ContentCardProps {
  form: SendForm;
  onChange: (patch: Partial<SendForm>) => void;
  /** Passed templates; null while loading. */
  templates: SmsTemplate[] | null;
  template: SmsTemplate | null;
  variables: readonly number[];
  trial: boolean;
  verifiedPhone: string | null;
  errors: { templateId?: string | undefined; templateParams?: string | undefined; content?: string | undefined };
}

/** The message: a passed template with its {{n}} values, or free text; a live segment count under it. */
export function ContentCard({ form, onChange, templates, template, variables, trial, verifiedPhone, errors }: ContentCardProps) {
  const { t } = useTranslation();
  const text = form.mode === 'template' ? (template ? fillTemplate(template.Template, form.templateParams) : '') : form.content;
  const setParam = (n: number, value: string) => {
    const next = [...form.templateParams];
    while (next.length < n) next.push('');
    next[n - 1] = value;
    onChange({ templateParams: next });
  };

  return (
    <Card title={t('sms.sending.content.title')}>
      <div className="space-y-4">
        {trial && <TrialNotice phone={verifiedPhone} />}
        {!trial && (
          <ChoiceGroup
            legend={t('sms.sending.content.mode')}
            value={form.mode}
            onChange={(mode) => onChange({ mode })}
            choices={[
              { value: 'free', label: t('sms.sending.content.free') },
              { value: 'template', label: t('sms.sending.content.template') },
            ]}
          />
        )}
        {form.mode === 'template' && !trial ? (
          <div className="space-y-4">
            {templates === null ? (
              <Spinner label={t('common.loading')} />
            ) : (
              <SelectField
                label={t('sms.sending.content.templateLabel')}
                value={form.templateId}
                placeholder={t('sms.sending.content.templatePlaceholder')}
                options={templates.map((x) => ({ value: x.TemplateId, label: x.TemplateName }))}
                onChange={(e) => onChange({ templateId: e.target.value, templateParams: [] })}
                error={errors.templateId}
              />
            )}
            {templates !== null && templates.length === 0 && (
              <p className="text-sm text-slate-600">
                {t('sms.sending.content.noTemplates')} <TextLink to={routeHref('/sms/new-template')}>{t('sms.sending.content.createTemplate')}</TextLink>
              </p>
            )}
            {template && (
              <>
                <div>
                  <h3 className="mb-1 text-sm font-medium text-slate-700">{t('sms.sending.content.templateBody')}</h3>
                  <p className="whitespace-pre-wrap rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">{template.Template}</p>
                </div>
                {variables.length > 0 && (
                  <fieldset>
                    <legend className="mb-2 text-sm font-medium text-slate-700">{t('sms.sending.content.variables')}</legend>
                    <div className="grid gap-3 sm:grid-cols-2">
                      {variables.map((n) => (
                        <TextField
                          key={n}
                          label={t('sms.sending.content.variable', { name: `{{${n}}}` })}
                          value={form.templateParams[n - 1] ?? ''}
                          maxLength={200}
                          aria-invalid={errors.templateParams && !(form.templateParams[n - 1] ?? '').trim() ? true : undefined}
                          onChange={(e) => setParam(n, e.target.value)}
                        />
                      ))}
                    </div>
                    {errors.templateParams && <p className="mt-1 text-xs text-red-700">{errors.templateParams}</p>}
                  </fieldset>
                )}
                <SegmentCounter text={text} country={form.country} />
                <TemplatePreview form={form} variables={variables} />
              </>
            )}
          </div>
        ) : (
          <TextAreaField
            label={t('sms.sending.content.message')}
            rows={5}
            value={form.content}
            readOnly={trial}
            maxLength={SMS_CONTENT_MAX}
            onChange={(e) => onChange({ content: e.target.value })}
            error={errors.content}
            hint={<SegmentCounter text={text} country={form.country} />}
          />
        )}
      </div>
    </Card>
  );
}
