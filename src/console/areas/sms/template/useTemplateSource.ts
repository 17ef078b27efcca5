import { useEffect, useState } from 'react';
import type { SmsTemplate } from '../../../../contract/entities/sms';
import { online, searchMirroredTemplates } from '../../../offline';
import { callAction, NetworkError } from '../../../session';
import { asTemplate } from './templateListQuery';

export interface TemplateSource {
  /** The id this state belongs to (a new id shows the previous state for one render). */
  id: string | null;
  template: SmsTemplate | null;
  loading: boolean;
  /** Read from the offline copy. */
  offline: boolean;
  /** Neither the gateway nor the offline copy has it (the gateway's toast said why). */
  missing: boolean;
}

async function fromMirror(templateId: string): Promise<SmsTemplate | null> {
  const rows = await searchMirroredTemplates('sms', '').catch(() => []);
  const row = rows.find((r) => r.templateId === templateId);
  return row ? asTemplate(row.data) : null;
}

/** The template a form starts from (GetUSMSTemplate), or its offline copy when there is no network. */
export function useTemplateSource(templateId: string | null): TemplateSource {
  const [state, setState] = useState<TemplateSource>({ id: templateId, template: null, loading: templateId !== null, offline: false, missing: false });
  useEffect(() => {
    if (templateId === null) {
      setState({ id: null, template: null, loading: false, offline: false, missing: false });
      return;
    }
    let live = true;
    setState({ id: templateId, template: null, loading: true, offline: false, missing: false });
    callAction('GetUSMSTemplate', { TemplateId: templateId }).then(
      (template) => live && setState({ id: templateId, template, loading: false, offline: false, missing: false }),
      async (err: unknown) => {
        const offline = err instanceof NetworkError || !online.value;
        const template = offline ? await fromMirror(templateId) : null;
        if (live) setState({ id: templateId, template, loading: false, offline: template !== null, missing: template === null });
      },
    );
    return () => {
      live = false;
    };
  }, [templateId]);
  return state;
}
