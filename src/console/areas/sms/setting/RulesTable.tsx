import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/DataTable';
import { EnabledSwitch } from './EnabledSwitch';

interface RuleLike {
  RuleId: string;
  RuleName: string;
  Enabled: boolean;
}

export interface RulesTableProps<Rule extends RuleLike> {
  caption: string;
  empty: string;
  rows: readonly Rule[] | null;
  loading: boolean;
  /** The columns of the rule's own numbers, between its name and its switch. */
  columns: readonly Column<Rule>[];
  onEdit: (rule: Rule) => void;
  /** Flip Enabled; resolves when the write is over (done, queued or failed). */
  onToggle: (rule: Rule, enabled: boolean) => Promise<void>;
  onDelete: (rule: Rule) => Promise<boolean>;
}

/** A list of rules: name, their numbers, an on/off switch, Edit and Delete (asked first). */
export function RulesTable<Rule extends RuleLike>({ caption, empty, rows, loading, columns, onEdit, onToggle, onDelete }: RulesTableProps<Rule>) {
  const { t } = useTranslation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const toggle = async (rule: Rule, enabled: boolean) => {
    setBusyId(rule.RuleId);
    await onToggle(rule, enabled);
    setBusyId(null);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    const closed = await onDelete(deleting);
    setDeleteBusy(false);
    if (closed) setDeleting(null);
  };

  const all: Column<Rule>[] = [
    { id: 'name', header: t('sms.setting.rule.name'), primary: true, cell: (r) => <span className="font-medium text-slate-900">{r.RuleName}</span> },
    ...columns,
    {
      id: 'status',
      header: t('sms.setting.rule.status'),
      primary: true,
      cell: (r) => (
        <EnabledSwitch
          hideLabel
          label={t('sms.setting.rule.toggleAria', { name: r.RuleName })}
          stateText={r.Enabled ? t('sms.setting.rule.on') : t('sms.setting.rule.off')}
          checked={r.Enabled}
          disabled={busyId === r.RuleId}
          onChange={(v) => void toggle(r, v)}
        />
      ),
    },
    {
      id: 'actions',
      header: t('sms.setting.rule.actions'),
      role: 'actions',
      cell: (r) => (
        <div className="flex gap-1">
          <Button variant="ghost" className="px-2 py-1" aria-label={t('sms.setting.rule.editAria', { name: r.RuleName })} onClick={() => onEdit(r)}>
            {t('sms.setting.rule.edit')}
          </Button>
          <Button variant="ghost" className="px-2 py-1 text-red-700 hover:bg-red-50" aria-label={t('sms.setting.rule.deleteAria', { name: r.RuleName })} onClick={() => setDeleting(r)}>
            {t('sms.setting.rule.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <DataTable caption={caption} columns={all} rows={rows} rowKey={(r) => r.RuleId} empty={empty} loading={loading} minWidth={720} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('sms.setting.rule.deleteTitle')}
        confirmLabel={t('sms.setting.rule.delete')}
        danger
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {t('sms.setting.rule.deleteBody', { name: deleting?.RuleName ?? '' })}
      </ConfirmDialog>
    </>
  );
}
