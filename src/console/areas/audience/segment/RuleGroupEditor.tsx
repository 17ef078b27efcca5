import { useTranslation } from 'react-i18next';
import { rulePath, SEGMENT_DEPTH_MAX } from '../../../../contract/audience/segmentRules';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { useAudienceText } from '../useAudienceText';
import { type DraftGroup, type DraftRule, newRule } from './ruleDraft';
import { type RuleChoices, RuleEditor } from './RuleEditor';

export interface RuleGroupEditorProps {
  group: DraftGroup;
  /** Indexes from the root group (the root: []). */
  path: readonly number[];
  choices: RuleChoices;
  errors: Readonly<Record<string, string>>;
  /** Replaces the rule at a path (null removes it). */
  onChange: (path: readonly number[], rule: DraftRule | null) => void;
}

/** '2.1': a rule's place in the tree, for its label. */
const place = (path: readonly number[]) => path.map((i) => i + 1).join('.');

/** A group of rules (All / Any), its rules and nested groups, and buttons to add more (groups down to the deepest level). */
export function RuleGroupEditor({ group, path, choices, errors, onChange }: RuleGroupEditorProps) {
  const { t } = useTranslation();
  const text = useAudienceText();
  const depth = path.length + 1;
  const groupError = text(errors[path.length ? `${rulePath(path)}.Rules` : 'Rules.Rules']);
  const nested = path.length > 0;
  return (
    <div className={nested ? 'rounded-lg border border-indigo-200 bg-indigo-50/40 p-3' : 'space-y-3'} data-rule-group={place(path) || 'root'}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <SelectField
          className="min-w-0 sm:w-72"
          label={nested ? `${t('audience.segment.groupLabel', { n: place(path) })} — ${t('audience.segment.match.label')}` : t('audience.segment.match.label')}
          value={group.Match}
          options={(['All', 'Any'] as const).map((m) => ({ value: m, label: t(`audience.segment.match.${m}`) }))}
          onChange={(e) => onChange(path, { ...group, Match: e.target.value as DraftGroup['Match'] })}
        />
        {nested && (
          <Button variant="ghost" className="text-red-700" aria-label={t('audience.segment.removeGroup', { n: place(path) })} onClick={() => onChange(path, null)}>
            {t('audience.segment.remove')}
          </Button>
        )}
      </div>
      {groupError && <p className="text-xs text-red-700">{groupError}</p>}
      <ol className="mt-3 space-y-3">
        {group.Rules.map((rule, i) => {
          const at = [...path, i];
          return (
            <li key={rule.key}>
              {rule.Kind === 'Group' ? (
                <RuleGroupEditor group={rule} path={at} choices={choices} errors={errors} onChange={onChange} />
              ) : (
                <fieldset className="rounded-lg border border-slate-200 bg-white p-3" data-rule={place(at)}>
                  <legend className="sr-only">{t('audience.segment.ruleLabel', { n: place(at) })}</legend>
                  <div className="mb-2 flex items-center justify-between gap-2">
                    <span aria-hidden="true" className="text-sm font-medium text-slate-700">
                      {t('audience.segment.ruleLabel', { n: place(at) })}
                    </span>
                    <Button variant="ghost" className="!px-2 !py-1 text-red-700" aria-label={t('audience.segment.removeRule', { n: place(at) })} onClick={() => onChange(at, null)}>
                      {t('audience.segment.remove')}
                    </Button>
                  </div>
                  <RuleEditor rule={rule} path={at} choices={choices} errors={errors} onChange={(r) => onChange(at, r)} />
                </fieldset>
              )}
            </li>
          );
        })}
      </ol>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => onChange([...path, group.Rules.length], newRule('Attribute'))} aria-label={nested ? `${t('audience.segment.addRule')} (${t('audience.segment.groupLabel', { n: place(path) })})` : undefined}>
          {t('audience.segment.addRule')}
        </Button>
        {depth < SEGMENT_DEPTH_MAX && (
          <Button variant="secondary" onClick={() => onChange([...path, group.Rules.length], newRule('Group'))} aria-label={nested ? `${t('audience.segment.addGroup')} (${t('audience.segment.groupLabel', { n: place(path) })})` : undefined}>
            {t('audience.segment.addGroup')}
          </Button>
        )}
      </div>
    </div>
  );
}
