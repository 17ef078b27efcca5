import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceTemplate } from '../../../contract/entities/vms';
import { hasForbiddenCharacters, ValidationText } from '../../../contract/validation/rules';
import { VoiceFileStatus } from '../../../contract/vms/voiceAudio';
import { canEditVoiceTemplate, VOICE_TEXT_MAX, VoiceTemplateType } from '../../../contract/vms/voiceTemplate';
import type { PageProps } from '../../lib/pageProps';
import { navigate } from '../../lib/navigate';
import { routeHref } from '../../lib/routeHref';
import { callAction, useAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/form/FormError';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';

type Mode = { kind: 'create' } | { kind: 'recreate'; sourceId: string } | { kind: 'update'; sourceId: string };
const TITLES = { create: 'routes.vmsNewTemplate', recreate: 'routes.vmsRecreateTemplate', update: 'routes.vmsUpdateTemplate' } as const;

function modeOf(params: PageProps['params']): Mode {
  if (params.templateId) return { kind: 'update', sourceId: params.templateId };
  if (params.recreateTemplateId) return { kind: 'recreate', sourceId: params.recreateTemplateId };
  return { kind: 'create' };
}

/**
 * /vms/new-template, /vms/new-template/{recreateTemplateId} (a copy of a rejected template) and
 * /vms/update-template/{templateId}/{id} ({id}: the account). A text template's words are spoken
 * by the gateway's text-to-speech adapter; an audio template uses a converted audio file.
 */
export function TemplateFormPage({ params }: PageProps) {
  const { t } = useTranslation();
  const mode = modeOf(params);
  const sourceId = mode.kind === 'create' ? null : mode.sourceId;
  const source = useAction('GetVoiceTemplate', sourceId ? { TemplateId: sourceId } : null);
  let body;
  if (sourceId && source.loading && !source.data) {
    body = (
      <div className="flex justify-center py-12 text-indigo-600">
        <Spinner label={t('common.loading')} />
      </div>
    );
  } else if (sourceId && !source.data) {
    body = (
      <Alert tone="error">
        <span>{t('vms.template.form.notFound')}</span> <TextLink to={routeHref('/vms/template')}>{t('vms.template.form.backToList')}</TextLink>
      </Alert>
    );
  } else {
    body = <VoiceTemplateForm key={sourceId ?? 'new'} mode={mode} source={source.data} />;
  }
  return (
    <>
      <PageHeader title={t(TITLES[mode.kind])} description={t('vms.template.form.description')} />
      {body}
    </>
  );
}

function VoiceTemplateForm({ mode, source }: { mode: Mode; source: VoiceTemplate | null }) {
  const { t } = useTranslation();
  const [name, setName] = useState(source?.TemplateName ?? '');
  const [type, setType] = useState<number>(source?.Type ?? VoiceTemplateType.Text);
  const [content, setContent] = useState(source?.Content ?? '');
  const [audioId, setAudioId] = useState(source?.AudioId ?? '');
  const [remark, setRemark] = useState(source?.Remark ?? '');
  const [errors, setErrors] = useState<{ name?: string; content?: string; audio?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const audios = useAction('ListVoiceAudio', { Status: VoiceFileStatus.Success, Limit: 100 });
  const editable = mode.kind !== 'update' || (source !== null && canEditVoiceTemplate(source.Status));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = {
      name: !name.trim() ? ValidationText.NameRequired : hasForbiddenCharacters(name) ? ValidationText.ForbiddenCharacters : undefined,
      content: type === VoiceTemplateType.Text && !content.trim() ? ValidationText.FieldRequired : undefined,
      audio: type === VoiceTemplateType.Audio && !audioId ? ValidationText.FieldRequired : undefined,
    };
    setErrors(found);
    if (found.name || found.content || found.audio) return;
    setBusy(true);
    setRefusal(null);
    const fields = { TemplateName: name.trim(), Type: type as 1 | 2, Content: type === VoiceTemplateType.Text ? content : '', AudioId: type === VoiceTemplateType.Audio ? audioId : '', Remark: remark };
    try {
      if (mode.kind === 'update') await callAction('UpdateVoiceTemplate', { TemplateId: mode.sourceId, ...fields }, { inline: true });
      else await callAction('CreateVoiceTemplate', { ...fields, ...(mode.kind === 'recreate' ? { RecreateTemplateId: mode.sourceId } : {}) }, { inline: true });
      navigate(routeHref('/vms/template'));
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  const audioOptions = (audios.data?.Audios ?? []).map((a) => ({ value: a.AudioId, label: a.FileName }));
  return (
    <Card>
      {!editable && <Alert tone="warning" className="mb-4">{t('vms.template.form.notEditable')}</Alert>}
      <form noValidate onSubmit={(e) => void submit(e)} className="max-w-2xl space-y-4">
        <TextField label={t('vms.template.field.name')} value={name} maxLength={64} onChange={(e) => setName(e.target.value)} error={errors.name} />
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('vms.template.field.type')}</legend>
          <div className="flex gap-6">
            {([VoiceTemplateType.Text, VoiceTemplateType.Audio] as const).map((v) => (
              <label key={v} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="radio" name="voice-template-type" className="size-4 text-indigo-600" checked={type === v} onChange={() => setType(v)} />
                {t(v === VoiceTemplateType.Text ? 'vms.template.type.text' : 'vms.template.type.audio')}
              </label>
            ))}
          </div>
        </fieldset>
        {type === VoiceTemplateType.Text ? (
          <TextAreaField label={t('vms.template.field.text')} hint={t('vms.template.form.textHint', { max: VOICE_TEXT_MAX })} value={content} maxLength={VOICE_TEXT_MAX} rows={5} onChange={(e) => setContent(e.target.value)} error={errors.content} />
        ) : (
          <div>
            <SelectField label={t('vms.template.field.audio')} options={audioOptions} placeholder={t('vms.template.form.chooseAudio')} value={audioId} onChange={(e) => setAudioId(e.target.value)} error={errors.audio} />
            {audios.data && audioOptions.length === 0 && (
              <p className="mt-1 text-xs text-slate-600">
                {t('vms.template.form.noAudio')} <TextLink to={routeHref('/vms/audio')}>{t('routes.vmsAudio')}</TextLink>
              </p>
            )}
          </div>
        )}
        <TextField label={t('vms.template.field.remark')} value={remark} maxLength={500} onChange={(e) => setRemark(e.target.value)} />
        <FormError message={refusal} />
        <div className="flex gap-3">
          <Button type="submit" disabled={busy || !editable}>
            {t('vms.template.form.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
