import { useTranslation } from 'react-i18next';
import type { SendLimitRule } from '../../../../contract/entities/sms';
import { formatCount } from '../../../lib/format';
import { callAction, useAction } from '../../../session';
import type { Column } from '../../../ui/DataTable';
import { limitParamsOf } from './limitRuleForm';
import { LimitRuleDialog } from './LimitRuleDialog';
import { RulesCard } from './RulesCard';

/** Send-limit rules: hard daily and monthly caps, in total and per recipient. */
export function LimitRulesCard() {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatCount(v, i18n.language);
  const columns: Column<SendLimitRule>[] = [
    { id: 'dailyTotal', header: t('sms.setting.limit.dailyTotal'), numeric: true, primary: true, cell: (r) => n(r.DailyTotal) },
    { id: 'monthlyTotal', header: t('sms.setting.limit.monthlyTotal'), numeric: true, primary: true, cell: (r) => n(r.MonthlyTotal) },
    { id: 'dailySingle', header: t('sms.setting.limit.dailySingle'), numeric: true, cell: (r) => n(r.DailySingle) },
    { id: 'monthlySingle', header: t('sms.setting.limit.monthlySingle'), numeric: true, cell: (r) => n(r.MonthlySingle) },
  ];
  return (
    <RulesCard<SendLimitRule>
      kind="limit"
      columns={columns}
      useList={(page) => useAction('DescribeUSMSSendLimitRule', page)}
      update={(rule, enabled) => callAction('UpdateUSMSSendLimitRule', limitParamsOf(rule, enabled))}
      remove={(rule) => callAction('DeleteUSMSSendLimitRule', { RuleId: rule.RuleId })}
      dialog={(rule, close, saved) => <LimitRuleDialog rule={rule} onClose={close} onSaved={saved} />}
    />
  );
}
