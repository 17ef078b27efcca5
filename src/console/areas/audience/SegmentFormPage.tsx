import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { audienceActions } from '../../../contract/actions/audience';
import type { RuleGroup } from '../../../contract/audience/segmentRules';
import { canonicalJson } from '../../../contract/canonicalJson';
import type { Segment } from '../../../contract/entities/audience';
import { formatCount } from '../../lib/format';
import { navigate } from '../../lib/navigate';
import type { PageProps } from '../../lib/pageProps';
import { routeHref } from '../../lib/routeHref';
import { readAgeTime } from '../../offline';
import { ActionError, callAction, isNotFound, useAction } from '../../session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/form/FormError';
import { NotFoundState } from '../../ui/NotFoundState';
import { PageHeader } from '../../ui/PageHeader';
import { RetryAlert } from '../../ui/RetryAlert';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { showToast } from '../../ui/toast/toastStore';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { fieldRefusal } from './fieldRefusal';
import { saveInline } from './saveInline';
import { compileDraft, draftOf, type DraftGroup, type DraftRule, emptyDraft, replaceAt, ruleRefusal } from './segment/ruleDraft';
import { RuleGroupEditor } from './segment/RuleGroupEditor';
import { useAudienceText } from './useAudienceText';

/** The live count waits this long after the last change. */
const PREVIEW_DEBOUNCE_MS = 500;
const CHOICES = { Limit: 100 };
const TAG_CHOICES = { Limit: 200 };

/** /audience/segment/create: a new segment, or with `?segmentId=` an existing one edited. */
export function SegmentFormPage(_props: PageProps) {
  const { t } = useTranslation();
  const segmentId = (new URLSearchParams(useSearch()).get('segmentId') ?? '').slice(0, 32);
  const segment = useAction('GetSegment', segmentId ? { SegmentId: segmentId } : null);
  if (!segmentId) return <SegmentForm initial={null} />;
  if (segment.data) return <SegmentForm key={segment.data.SegmentId} initial={segment.data} />;
  const state =
    segment.error && isNotFound(segment.error) ? (
      <NotFoundState title={t('audience.segment.notFound')} text={t('audience.segment.notFoundText')} action={<TextLink to={routeHref('/audience/segment')}>{t('audience.segment.backToList')}</TextLink>} />
    ) : segment.error ? (
      <RetryAlert message={t('audience.segment.loadFailed')} onRetry={segment.reload} />
    ) : (
      <Spinner />
    );
  return (
    <>
      <PageHeader title={t('audience.segment.editTitle')} />
      {state}
    </>
  );
}

function SegmentForm({ initial }: { initial: Segment | null }) {
  const { t, i18n } = useTranslation();
  const text = useAudienceText();
  const attributes = useAction('ListContactAttributes', {}).data?.Attributes ?? [];
  const tags = useAction('ListContactTags', TAG_CHOICES).data?.Tags ?? [];
  const groups = useAction('ListContactGroups', CHOICES).data?.Groups ?? [];
  const activities = useAction('ListAudienceActivities', {}).data?.Channels ?? [];
  const [name, setName] = useState(initial?.SegmentName ?? '');
  const [draft, setDraft] = useState<DraftGroup>(() => (initial ? (draftOf(initial.Rules) as DraftGroup) : emptyDraft()));
  const [showErrors, setShowErrors] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  const saved = useRef(false);
  useLeaveGuard(dirty && !saved.current, t('common.unsavedChanges'));

  const compiled = useMemo(() => compileDraft(draft, attributes), [draft, attributes]);
  const ruleKey = compiled.ok ? canonicalJson(compiled.rules) : null;
  // The count follows the rules once they are complete, a moment after the last change.
  const [previewRules, setPreviewRules] = useState<RuleGroup | null>(null);
  useEffect(() => {
    if (!compiled.ok) return setPreviewRules(null);
    const rules = compiled.rules;
    const timer = setTimeout(() => setPreviewRules(rules), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [ruleKey]);
  const count = useAction('CountSegment', previewRules ? { Rules: previewRules } : null);
  // A refusal of the count (a tag deleted since) goes beside the rule it names.
  const countRefusal = count.error instanceof ActionError ? ruleRefusal(count.error.message) : null;
  const errors = { ...(showErrors && !compiled.ok ? compiled.errors : {}), ...serverErrors, ...(countRefusal ? { [countRefusal.path]: countRefusal.text } : {}) };

  function change(path: readonly number[], rule: DraftRule | null) {
    setDraft((d) => replaceAt(d, path, rule));
    setServerErrors({});
    setFormError(null);
    setDirty(true);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setShowErrors(true);
    const checkedName = audienceActions.CreateSegment.params.shape.SegmentName.safeParse(name);
    setNameError(checkedName.success ? undefined : checkedName.error.issues[0]?.message);
    if (!checkedName.success || !compiled.ok) return;
    setBusy(true);
    const r = await saveInline(
      initial
        ? callAction('UpdateSegment', { SegmentId: initial.SegmentId, SegmentName: checkedName.data, Rules: compiled.rules }, { inline: true })
        : callAction('CreateSegment', { SegmentName: checkedName.data, Rules: compiled.rules }, { inline: true }),
    );
    setBusy(false);
    if (r.kind === 'refused') {
      const rule = ruleRefusal(r.message);
      const field = fieldRefusal(r.message);
      if (rule) setServerErrors({ [rule.path]: rule.text });
      else if (field?.field === 'SegmentName') setNameError(field.text);
      else setFormError(r.message);
      return;
    }
    saved.current = true;
    if (r.kind === 'done') showToast('success', t(initial ? 'audience.segment.saved' : 'audience.segment.created'));
    navigate(routeHref('/audience/segment'), { force: true });
  }

  const n = (v: number) => formatCount(v, i18n.language);
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <PageHeader title={t(initial ? 'audience.segment.editTitle' : 'audience.segment.createTitle')} description={t('audience.segment.formDescription')} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
        <Card title={t('audience.segment.rules')}>
          <div className="space-y-4">
            <FormError message={text(formError ?? undefined) ?? null} />
            <TextField
              label={t('audience.segment.field.name')}
              autoComplete="off"
              maxLength={64}
              value={name}
              error={text(nameError)}
              onChange={(e) => {
                setName(e.target.value);
                setNameError(undefined);
                setDirty(true);
              }}
            />
            <RuleGroupEditor group={draft} path={[]} choices={{ attributes, tags, groups, activities }} errors={errors} onChange={change} />
          </div>
        </Card>
        <div className="lg:sticky lg:top-20">
          <Card title={t('audience.segment.preview')}>
            <div className="space-y-3" aria-live="polite" data-testid="segment-preview">
              {!compiled.ok ? (
                <p className="text-sm text-slate-600">{t('audience.segment.previewInvalid')}</p>
              ) : count.data && previewRules && canonicalJson(previewRules) === ruleKey ? (
                <>
                  <p className="text-2xl font-semibold text-slate-900" data-testid="segment-count">
                    {t('audience.segment.previewCount', { count: count.data.Count, formatted: n(count.data.Count) })}
                  </p>
                  <p className="text-xs text-slate-600">{t('audience.segment.previewAsOf', { time: readAgeTime(count.asOf ?? count.data.CountTime * 1000) })}</p>
                </>
              ) : count.error && !countRefusal ? (
                <p className="text-sm text-slate-600">{count.error instanceof ActionError ? text(count.error.message) : t('audience.segment.previewOffline')}</p>
              ) : countRefusal ? (
                <p className="text-sm text-red-700">{text(countRefusal.text)}</p>
              ) : (
                <p className="text-sm text-slate-600">{t('audience.segment.previewCounting')}</p>
              )}
              <div className="flex flex-wrap gap-2 pt-2">
                <Button type="submit" loading={busy}>
                  {t('audience.segment.save')}
                </Button>
                <span className="self-center text-sm">
                  <TextLink to={routeHref('/audience/segment')}>{t('audience.segment.cancel')}</TextLink>
                </span>
              </div>
            </div>
          </Card>
        </div>
      </div>
    </form>
  );
}
