import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TicketCategories } from '../../../contract/constants';
import { type TicketCategory, TicketStatusValues, type TicketStatusValue } from '../../../contract/entities/ticket';
import { ticketStatusOf } from '../../../contract/display/ticketStatus';
import { Button } from '../../ui/Button';
import { FilterSheet } from '../../ui/FilterSheet';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';

export interface TicketFilter {
  status: TicketStatusValue | '';
  category: TicketCategory | '';
  keyword: string;
}

export const noTicketFilter: TicketFilter = { status: '', category: '', keyword: '' };

/** The ticket lists' filters: the five states and six categories of the spec; operators also search. */
export function TicketFilters({ value, onChange, withKeyword = false }: { value: TicketFilter; onChange: (f: TicketFilter) => void; withKeyword?: boolean }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value.keyword);
  const count = [value.status, value.category, value.keyword].filter((v) => v !== '').length;
  return (
    <FilterSheet title={t('setting.tickets.filters')} count={count}>
      {(close) => (
        <form
          role="search"
          aria-label={t('setting.tickets.filters')}
          className={`mb-4 grid gap-3 sm:items-end ${withKeyword ? 'md:grid-cols-[12rem_12rem_minmax(0,1fr)_auto]' : 'md:grid-cols-[12rem_12rem]'}`}
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ ...value, keyword: typed.trim() });
            close();
          }}
        >
          <SelectField
            label={t('setting.tickets.status')}
            name="status"
            value={String(value.status)}
            placeholder={t('setting.tickets.allStatuses')}
            options={TicketStatusValues.map((v) => ({ value: String(v), label: t(ticketStatusOf(v).textKey) }))}
            onChange={(e) => onChange({ ...value, status: e.target.value ? (Number(e.target.value) as TicketStatusValue) : '' })}
          />
          <SelectField
            label={t('setting.tickets.category')}
            name="category"
            value={value.category}
            placeholder={t('setting.tickets.allCategories')}
            options={TicketCategories.map((c) => ({ value: c, label: t(`setting.tickets.category_${c}`) }))}
            onChange={(e) => onChange({ ...value, category: e.target.value as TicketFilter['category'] })}
          />
          {withKeyword && (
            <>
              <TextField label={t('setting.tickets.keyword')} type="search" maxLength={100} value={typed} onChange={(e) => setTyped(e.target.value)} />
              <Button type="submit" variant="secondary">
                {t('setting.tickets.search')}
              </Button>
            </>
          )}
        </form>
      )}
    </FilterSheet>
  );
}
