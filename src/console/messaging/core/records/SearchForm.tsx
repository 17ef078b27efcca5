import { useState, type FormEvent } from 'react';
import { defaultRange } from '../../../lib/rangePresets';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DateRangeField } from '../../../ui/DateRangeField';
import { useFieldErrorText } from '../../../ui/form/useFieldError';
import { TextField } from '../../../ui/TextField';
import { DEFAULT_PAGE_SIZE, RECORD_RANGE_LIMITS } from './recordFilter';
import { checkSearch, type SearchQuery } from './searchQuery';
import { useChannelTexts } from '../../channelContext';

/** Phone number and send day(s) of a message lookup; starts from the lookup in the address (remount it when that changes). */
export function SearchForm({ query, today, onSearch }: { query: SearchQuery | null; today: string; onSearch: (query: SearchQuery) => void }) {
  const { tc } = useChannelTexts();
  const fieldError = useFieldErrorText();
  const [draft, setDraft] = useState(() => ({ phone: query?.phone ?? '', ...(query ? { from: query.from, to: query.to } : defaultRange('days', today)) }));
  const [phoneError, setPhoneError] = useState<string | undefined>(() => (query ? checkSearch(query, today)?.phone : undefined));

  function submit(e: FormEvent) {
    e.preventDefault();
    const problems = checkSearch(draft, today);
    setPhoneError(problems?.phone);
    if (!problems) onSearch({ ...draft, phone: draft.phone.trim(), page: 0, size: query?.size ?? DEFAULT_PAGE_SIZE });
  }

  return (
    <Card>
      <form noValidate onSubmit={submit} aria-label={tc('search.title')} className="flex flex-wrap items-start gap-4">
        <TextField
          label={tc('search.phone')}
          name="phone"
          inputMode="tel"
          autoComplete="off"
          className="w-full sm:w-64"
          value={draft.phone}
          hint={tc('search.phoneHint')}
          error={fieldError(phoneError)}
          onChange={(e) => setDraft({ ...draft, phone: e.target.value })}
        />
        <DateRangeField legend={tc('search.sendDate')} value={draft} onChange={(range) => setDraft({ ...draft, ...range })} limits={RECORD_RANGE_LIMITS} today={today} />
        <div className="sm:pt-6">
          <Button type="submit">{tc('search.search')}</Button>
        </div>
      </form>
    </Card>
  );
}
