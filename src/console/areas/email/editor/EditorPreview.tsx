import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailDocument } from '../../../../contract/email/emailDocument';
import { useAction } from '../../../session';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';

export type PreviewView = 'preview' | 'html' | 'text';

/** The value after it stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The gateway's rendering of the document (RenderUEmailTemplate: mjml's HTML, the plain-text part):
 * the e-mail in a sandboxed frame at desktop or phone width, its HTML source, or its text part.
 * Only a document that passes the contract's schema is sent (`valid`).
 */
export function EditorPreview({ doc, subject, valid, view }: { doc: EmailDocument; subject: string; valid: boolean; view: PreviewView }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState(false);
  const params = useSettled(valid ? { Subject: subject, Document: doc } : null, 400);
  const render = useAction('RenderUEmailTemplate', params);
  if (!valid) return <Alert tone="warning">{t('email.template.form.fixFirst')}</Alert>;
  if (render.error && !render.data) return <Alert tone="error">{`${t('email.editor.preview.failed')} ${render.error.message}`}</Alert>;
  if (!render.data)
    return (
      <div className="flex justify-center py-12 text-indigo-600">
        <Spinner label={t('email.editor.preview.loading')} />
      </div>
    );
  if (view === 'html')
    return (
      <label className="block text-sm font-medium text-slate-800">
        {t('email.editor.html.label')}
        <textarea readOnly value={render.data.Html} rows={18} className="mt-1 block w-full rounded-md border border-slate-300 bg-white p-2 font-mono text-xs text-slate-900" data-testid="email-html-source" />
      </label>
    );
  if (view === 'text')
    return (
      <label className="block text-sm font-medium text-slate-800">
        {t('email.editor.text.label')}
        <textarea readOnly value={render.data.Text} rows={14} className="mt-1 block w-full rounded-md border border-slate-300 bg-white p-2 font-mono text-xs text-slate-900" data-testid="email-text-part" />
      </label>
    );
  return (
    <div>
      <fieldset className="mb-3 flex gap-2">
        <legend className="sr-only">{t('email.editor.preview.width')}</legend>
        {[false, true].map((p) => (
          <button
            key={String(p)}
            type="button"
            aria-pressed={phone === p}
            onClick={() => setPhone(p)}
            className={`rounded-md border px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600 ${phone === p ? 'border-indigo-600 bg-indigo-50 text-indigo-800' : 'border-slate-300 bg-white text-slate-800'}`}
          >
            {t(p ? 'email.editor.preview.mobile' : 'email.editor.preview.desktop')}
          </button>
        ))}
      </fieldset>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-slate-100 p-2">
        {/* Sandboxed: the e-mail's HTML runs no script, submits no form and cannot navigate the console; same origin only so its uploaded images (/media/…) load. */}
        <iframe title={t('email.editor.preview.frameTitle')} sandbox="allow-same-origin" srcDoc={render.data.Html} className="mx-auto block h-[36rem] max-w-full bg-white" style={{ width: phone ? 375 : 700 }} data-testid="email-preview-frame" />
      </div>
    </div>
  );
}
