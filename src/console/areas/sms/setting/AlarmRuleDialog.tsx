import { useTranslation } from 'react-i18next';
import type { SendCountAlarmRule } from '../../../../contract/entities/sms';
import { callAction } from '../../../session';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { alarmFormOf, checkAlarmForm, type AlarmRuleField, type AlarmRuleForm, type AlarmRuleParams } from './alarmRuleForm';
import { EnabledSwitch } from './EnabledSwitch';
import { RuleDialog } from './RuleDialog';
import { useRuleForm } from './useRuleForm';

export interface AlarmRuleDialogProps {
  rule: SendCountAlarmRule | undefined;
  onClose: () => void;
  onSaved: (outcome: 'done' | 'queued') => void;
}

/** Create or edit a send-count alarm rule: thresholds (numbers only) and the addresses it e-mails. */
export function AlarmRuleDialog({ rule, onClose, onSaved }: AlarmRuleDialogProps) {
  const { t } = useTranslation();
  const title = rule ? t('sms.setting.alarm.editTitle') : t('sms.setting.alarm.createTitle');
  const { form, errors, busy, set, msg, submit, restored } = useRuleForm<AlarmRuleForm, AlarmRuleField, AlarmRuleParams>({
    draftKey: `sms-alarm-rule:${rule?.RuleId ?? 'new'}`,
    draftTitle: (f) => `${title}: ${f.name}`,
    initial: () => alarmFormOf(rule),
    check: checkAlarmForm,
    write: (params) => (rule ? callAction('UpdateUSMSSendCountAlarmRule', { ...params, RuleId: rule.RuleId }) : callAction('CreateUSMSSendCountAlarmRule', params)),
    onSaved,
  });

  return (
    <RuleDialog open title={title} busy={busy} restored={restored} onSubmit={() => void submit()} onClose={onClose}>
      <TextField label={t('sms.setting.rule.name')} value={form.name} maxLength={64} autoComplete="off" error={msg(errors.name)} onChange={(e) => set('name', e.target.value)} />
      <div className="grid gap-4 sm:grid-cols-2">
        {(['dailyThreshold', 'monthlyThreshold'] as const).map((key) => (
          <TextField
            key={key}
            label={t(`sms.setting.alarm.${key}`)}
            hint={t('sms.setting.alarm.thresholdHint')}
            value={form[key]}
            inputMode="numeric"
            autoComplete="off"
            error={msg(errors[key])}
            onChange={(e) => set(key, e.target.value)}
          />
        ))}
      </div>
      <TextAreaField
        label={t('sms.setting.alarm.emails')}
        hint={t('sms.setting.alarm.emailsHint')}
        rows={3}
        value={form.emails}
        autoComplete="off"
        spellCheck={false}
        error={msg(errors.emails)}
        onChange={(e) => set('emails', e.target.value)}
      />
      <EnabledSwitch label={t('sms.setting.rule.enabled')} checked={form.enabled} onChange={(v) => set('enabled', v)} />
    </RuleDialog>
  );
}
