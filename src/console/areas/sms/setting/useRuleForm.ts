import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraft } from '../../../offline';
import type { FieldMessage } from './fieldMessage';
import { runWrite } from '../../../offline';
import { routeHref } from '../../../lib/routeHref';

type Checked<Field extends string, Params> = { ok: true; params: Params } | { ok: false; errors: Partial<Record<Field, FieldMessage>> };

/**
 * The state of a rule dialog (send limit or alarm): the form autosaved as a draft, each field's
 * message, and a submit that checks with the contract's rules, then creates or updates the rule.
 */
export function useRuleForm<Form extends object, Field extends keyof Form & string, Params>(opts: {
  draftKey: string;
  /** The drafts list's name of this form. */
  draftTitle: (form: Form) => string;
  initial: () => Form;
  check: (form: Form) => Checked<Field, Params>;
  write: (params: Params) => Promise<unknown>;
  onSaved: (outcome: 'done' | 'queued') => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(opts.initial);
  const [errors, setErrors] = useState<Partial<Record<Field, FieldMessage>>>({});
  const [busy, setBusy] = useState(false);
  const draft = useDraft(opts.draftKey, form, { title: opts.draftTitle(form), onRestore: setForm, route: routeHref('/sms/setting') });

  const set = <K extends Field>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const msg = (m: FieldMessage | undefined) => (m ? t(m.key, m.values) : undefined);

  async function submit() {
    const checked = opts.check(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    const outcome = await runWrite(opts.write(checked.params));
    setBusy(false);
    if (outcome.kind === 'failed') return;
    await draft.clear();
    opts.onSaved(outcome.kind);
  }

  return { form, errors, busy, set, msg, submit, restored: draft.restoredAt !== null };
}
