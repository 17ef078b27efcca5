import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../../../contract/action';
import type { smsActions } from '../../../../contract/actions/sms';
import { formatUnitPrice } from '../../../lib/format';
import { callAction } from '../../../session';
import { templateParamsFor, type SendForm } from './sendForm';

type Preview = ResultOf<(typeof smsActions)['GetUSMSPreviewSmsContent']>;

/** What a recipient gets from the chosen template, rendered by the gateway, with its segments and price in the country. */
export function TemplatePreview({ form, variables }: { form: SendForm; variables: readonly number[] }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<Preview | null>(null);
  const params = templateParamsFor(variables, form.templateParams);
  const complete = form.templateId !== '' && variables.every((n) => params[n - 1] !== '');
  const key = complete ? JSON.stringify([form.templateId, params, form.country]) : null;

  useEffect(() => {
    setPreview(null);
    if (key === null) return;
    const [templateId, values, country] = JSON.parse(key) as [string, string[], string];
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callAction('GetUSMSPreviewSmsContent', { TemplateId: templateId, TemplateParams: values, CountryCode: country || undefined }, { signal: controller.signal }).then(
        (p) => setPreview(p),
        () => undefined,
      );
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  if (!complete) return <p className="text-xs text-slate-600">{t('sms.sending.content.previewWhenComplete')}</p>;
  if (!preview) return null;
  return (
    <div className="rounded-md border border-indigo-100 bg-indigo-50/50 px-3 py-2">
      <h3 className="text-xs font-medium text-slate-700">{t('sms.sending.content.preview')}</h3>
      <p className="mt-1 whitespace-pre-wrap text-sm text-slate-900">{preview.Content}</p>
      <p className="mt-1 text-xs text-slate-600">
        {t('sms.sending.segments.segments', { count: preview.Segments })}
        {preview.PricePerRecipient !== null && ` · ${t('sms.sending.content.pricePerRecipient', { price: formatUnitPrice(preview.PricePerRecipient, 'message', t) })}`}
      </p>
    </div>
  );
}
