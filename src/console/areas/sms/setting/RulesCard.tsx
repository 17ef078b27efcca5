import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import type { Column } from '../../../ui/DataTable';
import { Pagination } from '../../../ui/Pagination';
import { RulesTable } from './RulesTable';
import { runWrite, type WriteOutcome } from '../../../offline';
import { RULE_PAGE_SIZES, useRuleList } from './useRuleList';

export interface RulesCardProps<Rule extends { RuleId: string; RuleName: string; Enabled: boolean }> {
  /** Texts under sms.setting.<kind>: title, add, intro, caption, empty. */
  kind: 'limit' | 'alarm';
  columns: Column<Rule>[];
  /** A hook: called on every render with the page wanted (a Describe* Action through useAction). */
  useList: (page: { Offset: number; Limit: number }) => { data: { Total: number; Rules: Rule[] } | null; loading: boolean; reload: () => void };
  update: (rule: Rule, enabled: boolean) => Promise<unknown>;
  remove: (rule: Rule) => Promise<unknown>;
  dialog: (rule: Rule | undefined, close: () => void, saved: (outcome: WriteOutcome<unknown>['kind']) => void) => ReactNode;
}

/** A card of SMS rules (send limits, send-count alarms): list, create, edit, enable, delete. */
export function RulesCard<Rule extends { RuleId: string; RuleName: string; Enabled: boolean }>({ kind, columns, useList, update, remove, dialog }: RulesCardProps<Rule>) {
  const { t } = useTranslation();
  const s = useRuleList<Rule>();
  const rules = useList({ Offset: s.page * s.pageSize, Limit: s.pageSize });
  const toggle = async (rule: Rule, enabled: boolean) => {
    const outcome = await runWrite(update(rule, enabled));
    if (s.settle(outcome.kind, s.savedText)) rules.reload();
  };
  const del = async (rule: Rule) => {
    const outcome = await runWrite(remove(rule));
    const closed = s.settle(outcome.kind, s.deletedText);
    if (closed) rules.reload();
    return closed;
  };
  const total = rules.data?.Total ?? 0;
  return (
    <Card title={t(`sms.setting.${kind}.title`)} actions={<Button onClick={s.startNew}>{t(`sms.setting.${kind}.add`)}</Button>}>
      <p className="-mt-2 mb-4 text-sm text-slate-600">{t(`sms.setting.${kind}.intro`)}</p>
      {s.queued && (
        <Alert tone="warning" className="mb-4">
          {t('sms.setting.rule.queued')}
        </Alert>
      )}
      <RulesTable
        caption={t(`sms.setting.${kind}.caption`)}
        empty={t(`sms.setting.${kind}.empty`)}
        rows={rules.data?.Rules ?? null}
        loading={rules.loading}
        columns={columns}
        onEdit={s.startEdit}
        onToggle={toggle}
        onDelete={del}
      />
      {(total > s.pageSize || s.page > 0) && <Pagination page={s.page} pageSize={s.pageSize} total={total} pageSizes={RULE_PAGE_SIZES} onPage={s.setPage} onPageSize={s.setPageSize} />}
      {s.editing &&
        dialog(s.editing.rule, s.stopEditing, (outcome) => {
          s.stopEditing();
          s.settle(outcome, s.savedText);
          rules.reload();
        })}
    </Card>
  );
}
