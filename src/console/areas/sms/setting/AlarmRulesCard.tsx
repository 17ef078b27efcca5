import { useTranslation } from 'react-i18next';
import type { SendCountAlarmRule } from '../../../../contract/entities/sms';
import { formatCount } from '../../../lib/format';
import { callAction, useAction } from '../../../session';
import type { Column } from '../../../ui/DataTable';
import { alarmParamsOf } from './alarmRuleForm';
import { AlarmRuleDialog } from './AlarmRuleDialog';
import { RulesCard } from './RulesCard';

/** Send-count alarm rules: an e-mail when the day's or month's sends reach a threshold. */
export function AlarmRulesCard() {
  const { t, i18n } = useTranslation();
  const threshold = (v: number) => (v === 0 ? <span className="text-slate-500">{t('sms.setting.alarm.notSet')}</span> : formatCount(v, i18n.language));
  const columns: Column<SendCountAlarmRule>[] = [
    { id: 'daily', header: t('sms.setting.alarm.dailyThreshold'), numeric: true, primary: true, cell: (r) => threshold(r.DailyThreshold) },
    { id: 'monthly', header: t('sms.setting.alarm.monthlyThreshold'), numeric: true, primary: true, cell: (r) => threshold(r.MonthlyThreshold) },
    {
      id: 'notify',
      header: t('sms.setting.alarm.notify'),
      long: true,
      cell: (r) =>
        r.NotifyEmails.length === 0 ? (
          <span className="text-slate-500">{t('sms.setting.alarm.accountEmail')}</span>
        ) : (
          <ul className="space-y-0.5">
            {r.NotifyEmails.map((e) => (
              <li key={e} className="break-all">
                {e}
              </li>
            ))}
          </ul>
        ),
    },
  ];
  return (
    <RulesCard<SendCountAlarmRule>
      kind="alarm"
      columns={columns}
      useList={(page) => useAction('DescribeUSMSSendCountAlarmRule', page)}
      update={(rule, enabled) => callAction('UpdateUSMSSendCountAlarmRule', alarmParamsOf(rule, enabled))}
      remove={(rule) => callAction('DeleteUSMSSendCountAlarmRule', { RuleId: rule.RuleId })}
      dialog={(rule, close, saved) => <AlarmRuleDialog rule={rule} onClose={close} onSaved={saved} />}
    />
  );
}
