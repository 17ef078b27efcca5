import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactGroup } from '../../../../contract/entities/audience';
import { Button } from '../../../ui/Button';
import { FilterSheet } from '../../../ui/FilterSheet';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { activeFilterCount, contactChannels, type ContactChannel, type ContactFilters as Filters } from './contactListQuery';

/** Group and channel apply at once; the keyword on Search or Enter. Inline from 768 px, a bottom sheet on a phone. */
export function ContactFilters({ value, groups, onChange }: { value: Filters; groups: readonly ContactGroup[]; onChange: (f: Filters) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(value.keyword);

  function submit(e: FormEvent, close: () => void) {
    e.preventDefault();
    onChange({ ...value, keyword: keyword.trim() });
    close();
  }

  return (
    <FilterSheet title={t('audience.common.filters')} count={activeFilterCount(value)}>
      {(close) => (
        <form role="search" aria-label={t('audience.common.filters')} onSubmit={(e) => submit(e, close)} className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end">
          <TextField label={t('audience.common.keyword')} type="search" maxLength={100} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('audience.contact.keywordPlaceholder')} />
          <SelectField
            label={t('audience.contact.group')}
            options={groups.map((g) => ({ value: g.GroupId, label: g.GroupName }))}
            placeholder={t('audience.contact.anyGroup')}
            value={value.groupId}
            onChange={(e) => onChange({ ...value, keyword: keyword.trim(), groupId: e.target.value })}
          />
          <SelectField
            label={t('audience.contact.channel')}
            options={contactChannels.map((c) => ({ value: c, label: t(`audience.contact.channels.${c}`) }))}
            placeholder={t('audience.contact.anyChannel')}
            value={value.channel}
            onChange={(e) => onChange({ ...value, keyword: keyword.trim(), channel: e.target.value as '' | ContactChannel })}
          />
          <Button type="submit" variant="secondary">
            {t('audience.common.search')}
          </Button>
        </form>
      )}
    </FilterSheet>
  );
}
