import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SendRecordStatuses, sendResultDisplay, type SendRecordStatus } from '../../../../contract/sms';
import { defaultRange } from '../../../lib/rangePresets';
import { Button } from '../../../ui/Button';
import { DateRangeField } from '../../../ui/DateRangeField';
import { FilterSheet } from '../../../ui/FilterSheet';
import { useFieldErrorText } from '../../../ui/form/useFieldError';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { checkRecordFilter, RECORD_RANGE_LIMITS, type RecordFilter } from './recordFilter';
import { useChannelTexts } from '../../channelContext';

export interface RecordFilterFormProps {
  /** The filter in the address; the form starts from it (remount it when the address changes). */
  filter: RecordFilter;
  today: string;
  onApply: (filter: RecordFilter) => void;
}

/** Phone, status, task and send days of the send records; applied on Search, checked first. */
export function RecordFilterForm({ filter, today, onApply }: RecordFilterFormProps) {
  const { t } = useTranslation();
  const { tc } = useChannelTexts();
  const fieldError = useFieldErrorText();
  const [draft, setDraft] = useState(filter);
  const [phoneError, setPhoneError] = useState<string | undefined>(() => checkRecordFilter(filter, today)?.phone);
  const statusOptions = SendRecordStatuses.map((s: SendRecordStatus) => ({
    value: s,
    label: s === 'Pending' ? tc('message.statusPending') : t(sendResultDisplay[s].textKey),
  }));

  function submit(e: FormEvent, close: () => void) {
    e.preventDefault();
    const problems = checkRecordFilter(draft, today);
    setPhoneError(problems?.phone);
    if (problems) return;
    onApply({ ...draft, phone: draft.phone.trim(), task: draft.task.trim(), page: 0 });
    close();
  }

  function reset(close: () => void) {
    const cleared: RecordFilter = { ...draft, phone: '', status: '', task: '', ...defaultRange('days', today), page: 0 };
    setDraft(cleared);
    setPhoneError(undefined);
    onApply(cleared);
    close();
  }

  const usual = defaultRange('days', today);
  const active = [filter.phone, filter.status, filter.task].filter(Boolean).length + (filter.from !== usual.from || filter.to !== usual.to ? 1 : 0);

  return (
    <FilterSheet title={tc('message.filters')} count={active} card>
      {(close) => (
      <form noValidate onSubmit={(e) => submit(e, close)} className="space-y-4" aria-label={tc('message.filters')}>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            label={tc('message.phone')}
            name="phone"
            inputMode="tel"
            autoComplete="off"
            value={draft.phone}
            hint={tc('message.phoneHint')}
            error={fieldError(phoneError)}
            onChange={(e) => setDraft({ ...draft, phone: e.target.value })}
          />
          <SelectField
            label={tc('message.status')}
            name="status"
            value={draft.status}
            placeholder={tc('message.allStatuses')}
            options={statusOptions}
            onChange={(e) => setDraft({ ...draft, status: e.target.value as RecordFilter['status'] })}
          />
          <TextField label={tc('message.taskId')} name="task" autoComplete="off" value={draft.task} onChange={(e) => setDraft({ ...draft, task: e.target.value })} />
        </div>
        <DateRangeField
          legend={tc('message.sendDate')}
          value={{ from: draft.from, to: draft.to }}
          onChange={(range) => setDraft({ ...draft, ...range })}
          limits={RECORD_RANGE_LIMITS}
          today={today}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{tc('message.search')}</Button>
          <Button variant="secondary" onClick={() => reset(close)}>
            {tc('message.reset')}
          </Button>
        </div>
      </form>
      )}
    </FilterSheet>
  );
}
