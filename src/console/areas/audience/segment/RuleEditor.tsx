import { useTranslation } from 'react-i18next';
import { isSystemAttributeKey, systemAttributeKeys } from '../../../../contract/audience/attributeRules';
import { operandOf, operatorsFor, rulePath } from '../../../../contract/audience/segmentRules';
import type { ContactAttribute, ContactGroup, ContactTag } from '../../../../contract/entities/audience';
import { DateInput } from '../../../ui/DateInput';
import { FieldFrame } from '../../../ui/FieldFrame';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useAudienceText } from '../useAudienceText';
import { attributeType, type DraftActivity, type DraftAttribute, type DraftList, type DraftRule, type DraftTag, newRule, type RuleKind, withAttribute } from './ruleDraft';

/** What rules can name: attributes (built-in and own), tags, groups, and the channels with activity. */
export interface RuleChoices {
  attributes: readonly ContactAttribute[];
  tags: readonly ContactTag[];
  groups: readonly ContactGroup[];
  activities: readonly { Channel: number; Events: readonly string[] }[];
}

export interface RuleEditorProps {
  rule: Exclude<DraftRule, { Kind: 'Group' }>;
  path: readonly number[];
  choices: RuleChoices;
  errors: Readonly<Record<string, string>>;
  onChange: (rule: DraftRule) => void;
}

const today = () => new Date().toISOString().slice(0, 10);
const box = 'size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** One rule's fields: what it is on, then the fields of that kind; problems beside their field. */
export function RuleEditor({ rule, path, choices, errors, onChange }: RuleEditorProps) {
  const { t } = useTranslation();
  const text = useAudienceText();
  const err = (field: string) => text(errors[rulePath(path, field)]);
  const kinds: RuleKind[] = ['Attribute', 'Tag', 'List', 'Activity'];
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        label={t('audience.segment.kind.label')}
        value={rule.Kind}
        options={kinds.map((k) => ({ value: k, label: t(`audience.segment.kind.${k}`) }))}
        onChange={(e) => onChange({ ...newRule(e.target.value as RuleKind), key: rule.key })}
      />
      {rule.Kind === 'Attribute' && <AttributeFields rule={rule} choices={choices} err={err} onChange={onChange} />}
      {rule.Kind === 'Tag' && <TagFields rule={rule} choices={choices} err={err} onChange={onChange} />}
      {rule.Kind === 'List' && <ListFields rule={rule} choices={choices} err={err} onChange={onChange} />}
      {rule.Kind === 'Activity' && <ActivityFields rule={rule} choices={choices} err={err} onChange={onChange} />}
    </div>
  );
}

type FieldsProps<R> = { rule: R; choices: RuleChoices; err: (field: string) => string | undefined; onChange: (rule: DraftRule) => void };

function AttributeFields({ rule, choices, err, onChange }: FieldsProps<DraftAttribute>) {
  const { t } = useTranslation();
  const type = attributeType(rule.Attribute, choices.attributes);
  const own = choices.attributes.filter((a) => !isSystemAttributeKey(a.AttributeId));
  const options = [
    ...systemAttributeKeys.map((k) => ({ value: k, label: `${t(`audience.segment.systemNames.${k}`)} (${t('audience.segment.builtIn')})` })),
    ...own.map((a) => ({ value: a.AttributeId, label: a.Name })),
  ];
  // A saved rule naming an attribute since deleted still shows, so it can be changed.
  if (rule.Attribute && !options.some((o) => o.value === rule.Attribute)) options.push({ value: rule.Attribute, label: rule.Attribute });
  const operand = type && rule.Operator ? operandOf(type.Type, rule.Operator) : 'none';
  const set = (patch: Partial<DraftAttribute>) => onChange({ ...rule, ...patch });
  return (
    <>
      <SelectField label={t('audience.segment.attribute')} value={rule.Attribute} placeholder="—" options={options} error={err('Attribute')} onChange={(e) => onChange(withAttribute(rule, e.target.value, choices.attributes))} />
      <SelectField
        label={t('audience.segment.operator')}
        value={rule.Operator}
        placeholder="—"
        disabled={!type}
        options={(type ? operatorsFor(type.Type) : []).map((op) => ({ value: op, label: t(`audience.segment.operators.${op}`) }))}
        error={err('Operator')}
        onChange={(e) => set({ Operator: e.target.value as DraftAttribute['Operator'] })}
      />
      {operand === 'text' && <TextField label={t('audience.segment.value')} autoComplete="off" maxLength={500} value={rule.Value} error={err('Value')} onChange={(e) => set({ Value: e.target.value })} />}
      {operand === 'number' && <TextField label={t('audience.segment.value')} inputMode="decimal" autoComplete="off" value={rule.Value} error={err('Value')} onChange={(e) => set({ Value: e.target.value })} />}
      {operand === 'days' && <TextField label={t('audience.segment.days')} inputMode="numeric" autoComplete="off" value={rule.Days} error={err('Days')} onChange={(e) => set({ Days: e.target.value })} />}
      {operand === 'date' && (
        <FieldFrame label={t('audience.segment.value')} error={err('Value')}>
          {(control) => <DateInput {...control} value={rule.Value} today={today()} onChange={(Value) => set({ Value })} />}
        </FieldFrame>
      )}
      {operand === 'values' && type && (
        <fieldset className="sm:col-span-2" aria-describedby={err('Values') ? `${rule.key}-values-error` : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('audience.segment.values')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {type.Options.map((o) => (
              <label key={o} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className={box} checked={rule.Values.includes(o)} onChange={(e) => set({ Values: e.target.checked ? [...rule.Values, o] : rule.Values.filter((v) => v !== o) })} />
                {o}
              </label>
            ))}
          </div>
          {err('Values') && (
            <p id={`${rule.key}-values-error`} className="mt-1 text-xs text-red-700">
              {err('Values')}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}

function TagFields({ rule, choices, err, onChange }: FieldsProps<DraftTag>) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField label={t('audience.segment.operator')} value={rule.Operator} options={(['Has', 'HasNot'] as const).map((o) => ({ value: o, label: t(`audience.segment.tagOps.${o}`) }))} onChange={(e) => onChange({ ...rule, Operator: e.target.value as DraftTag['Operator'] })} />
      <SelectField label={t('audience.segment.tag')} value={rule.TagId} placeholder="—" options={withCurrent(choices.tags.map((x) => ({ value: x.TagId, label: x.TagName })), rule.TagId)} error={err('TagId')} onChange={(e) => onChange({ ...rule, TagId: e.target.value })} />
    </>
  );
}

function ListFields({ rule, choices, err, onChange }: FieldsProps<DraftList>) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField label={t('audience.segment.operator')} value={rule.Operator} options={(['In', 'NotIn'] as const).map((o) => ({ value: o, label: t(`audience.segment.listOps.${o}`) }))} onChange={(e) => onChange({ ...rule, Operator: e.target.value as DraftList['Operator'] })} />
      <SelectField label={t('audience.segment.group')} value={rule.GroupId} placeholder="—" options={withCurrent(choices.groups.map((g) => ({ value: g.GroupId, label: g.GroupName })), rule.GroupId)} error={err('GroupId')} onChange={(e) => onChange({ ...rule, GroupId: e.target.value })} />
    </>
  );
}

function ActivityFields({ rule, choices, err, onChange }: FieldsProps<DraftActivity>) {
  const { t } = useTranslation();
  const channel = choices.activities.find((a) => String(a.Channel) === rule.Channel);
  const channelName = (id: number | string) => t(`audience.segment.channels.${id}`, { defaultValue: String(id) });
  return (
    <>
      <SelectField
        label={t('audience.segment.channel')}
        value={rule.Channel}
        options={withCurrent(choices.activities.map((a) => ({ value: String(a.Channel), label: channelName(a.Channel) })), rule.Channel)}
        error={err('Channel')}
        onChange={(e) => onChange({ ...rule, Channel: e.target.value })}
      />
      <SelectField
        label={t('audience.segment.event')}
        value={`${rule.Operator}:${rule.Event}`}
        options={(channel?.Events ?? [rule.Event]).flatMap((ev) => (['Did', 'DidNot'] as const).map((op) => ({ value: `${op}:${ev}`, label: `${t(`audience.segment.activityOps.${op}`)} — ${t(`audience.segment.events.${ev}`)}` })))}
        error={err('Event')}
        onChange={(e) => {
          const [op, ev] = e.target.value.split(':') as [DraftActivity['Operator'], string];
          onChange({ ...rule, Operator: op, Event: ev });
        }}
      />
      <TextField label={t('audience.segment.withinDays')} inputMode="numeric" autoComplete="off" value={rule.Days} error={err('Days')} onChange={(e) => onChange({ ...rule, Days: e.target.value })} />
    </>
  );
}

/** The options, plus the chosen value when it is not among them (a deleted tag or group a saved rule names). */
function withCurrent(options: { value: string; label: string }[], current: string) {
  return current && !options.some((o) => o.value === current) ? [...options, { value: current, label: current }] : options;
}
