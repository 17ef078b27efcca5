import { useTranslation } from 'react-i18next';
import type { SendLimitRule } from '../../../../contract/entities/sms';
import { callAction } from '../../../session';
import { TextField } from '../../../ui/TextField';
import { EnabledSwitch } from './EnabledSwitch';
import { checkLimitForm, limitFormOf, type LimitRuleField, type LimitRuleForm, type LimitRuleParams } from './limitRuleForm';
import { RuleDialog } from './RuleDialog';
import { useRuleForm } from './useRuleForm';

export interface LimitRuleDialogProps {
  /** undefined: a new rule; a rule: edit it. */
  rule: SendLimitRule | undefined;
  onClose: () => void;
  onSaved: (outcome: 'done' | 'queued') => void;
}

const counts = [
  ['dailyTotal', 'totalHint'],
  ['monthlyTotal', 'totalHint'],
  ['dailySingle', 'singleHint'],
  ['monthlySingle', 'singleHint'],
] as const;

/** Create or edit a send-limit rule; the form autosaves as a draft and shows each rule's message next to its field. */
export function LimitRuleDialog({ rule, onClose, onSaved }: LimitRuleDialogProps) {
  const { t } = useTranslation();
  const title = rule ? t('sms.setting.limit.editTitle') : t('sms.setting.limit.createTitle');
  const { form, errors, busy, set, msg, submit, restored } = useRuleForm<LimitRuleForm, LimitRuleField, LimitRuleParams>({
    draftKey: `sms-limit-rule:${rule?.RuleId ?? 'new'}`,
    draftTitle: (f) => `${title}: ${f.name}`,
    initial: () => limitFormOf(rule),
    check: checkLimitForm,
    write: (params) => (rule ? callAction('UpdateUSMSSendLimitRule', { ...params, RuleId: rule.RuleId }) : callAction('CreateUSMSSendLimitRule', params)),
    onSaved,
  });

  return (
    <RuleDialog open title={title} busy={busy} restored={restored} onSubmit={() => void submit()} onClose={onClose}>
      <TextField label={t('sms.setting.rule.name')} value={form.name} maxLength={64} autoComplete="off" error={msg(errors.name)} onChange={(e) => set('name', e.target.value)} />
      <div className="grid gap-4 sm:grid-cols-2">
        {counts.map(([key, hint]) => (
          <TextField
            key={key}
            label={t(`sms.setting.limit.${key}`)}
            hint={t(`sms.setting.limit.${hint}`)}
            value={form[key]}
            inputMode="numeric"
            autoComplete="off"
            error={msg(errors[key])}
            onChange={(e) => set(key, e.target.value)}
          />
        ))}
      </div>
      <EnabledSwitch label={t('sms.setting.rule.enabled')} checked={form.enabled} onChange={(v) => set('enabled', v)} />
    </RuleDialog>
  );
}
