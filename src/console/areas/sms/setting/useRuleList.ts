import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/toast/toastStore';
import type { WriteOutcome } from '../../../offline';

export const RULE_PAGE_SIZES = [10, 15, 30] as const;

/**
 * The state a rules card shares between its list and its dialog: the page, the rule being edited
 * (undefined: a new one), and the notice that a change waits in the offline outbox.
 */
export function useRuleList<Rule>() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(RULE_PAGE_SIZES[0]);
  const [editing, setEditing] = useState<{ rule: Rule | undefined } | null>(null);
  const [queued, setQueued] = useState(false);

  /** After a write: a toast when it was answered, the offline notice when it was queued; true unless it failed. */
  const settle = (outcome: WriteOutcome<unknown>['kind'], doneText: string): boolean => {
    if (outcome === 'failed') return false;
    if (outcome === 'done') {
      showToast('success', doneText);
      setQueued(false);
    } else setQueued(true);
    return true;
  };

  return {
    page,
    pageSize,
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
    editing,
    startNew: () => setEditing({ rule: undefined }),
    startEdit: (rule: Rule) => setEditing({ rule }),
    stopEditing: () => setEditing(null),
    queued,
    settle,
    savedText: t('sms.setting.rule.saved'),
    deletedText: t('sms.setting.rule.deleted'),
  };
}
