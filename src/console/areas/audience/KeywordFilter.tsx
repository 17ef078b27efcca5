import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { FilterSheet } from '../../ui/FilterSheet';
import { TextField } from '../../ui/TextField';

/** A name search applied on Search or Enter: inline from 768 px, a bottom sheet on a phone (the group and segment lists). */
export function KeywordFilter({ keyword, placeholder, onSearch }: { keyword: string; placeholder: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(keyword);
  function submit(e: FormEvent, close: () => void) {
    e.preventDefault();
    onSearch(typed.trim());
    close();
  }
  return (
    <FilterSheet title={t('audience.common.filters')} count={keyword ? 1 : 0}>
      {(close) => (
        <form role="search" aria-label={t('audience.common.filters')} onSubmit={(e) => submit(e, close)} className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,24rem)_auto] sm:items-end">
          <TextField label={t('audience.common.keyword')} type="search" maxLength={100} value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={placeholder} />
          <Button type="submit" variant="secondary">
            {t('audience.common.search')}
          </Button>
        </form>
      )}
    </FilterSheet>
  );
}
