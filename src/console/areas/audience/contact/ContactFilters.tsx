import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactGroup, ContactTag, Segment } from '../../../../contract/entities/audience';
import { Button } from '../../../ui/Button';
import { FilterSheet } from '../../../ui/FilterSheet';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { activeFilterCount, contactChannels, type ContactChannel, type ContactFilters as Filters } from './contactListQuery';

export interface ContactFilterChoices {
  groups: readonly ContactGroup[];
  tags: readonly ContactTag[];
  segments: readonly Segment[];
}

/** Group, tag, segment and channel apply at once; the keyword on Search or Enter. Inline from 768 px, a bottom sheet on a phone. */
export function ContactFilters({ value, choices, onChange }: { value: Filters; choices: ContactFilterChoices; onChange: (f: Filters) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(value.keyword);
  const pick = (patch: Partial<Filters>) => onChange({ ...value, keyword: keyword.trim(), ...patch });

  function submit(e: FormEvent, close: () => void) {
    e.preventDefault();
    onChange({ ...value, keyword: keyword.trim() });
    close();
  }

  return (
    <FilterSheet title={t('audience.common.filters')} count={activeFilterCount(value)}>
      {(close) => (
        <form role="search" aria-label={t('audience.common.filters')} onSubmit={(e) => submit(e, close)} className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end">
          <TextField label={t('audience.common.keyword')} type="search" maxLength={100} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('audience.contact.keywordPlaceholder')} />
          <SelectField label={t('audience.contact.group')} options={choices.groups.map((g) => ({ value: g.GroupId, label: g.GroupName }))} placeholder={t('audience.contact.anyGroup')} value={value.groupId} onChange={(e) => pick({ groupId: e.target.value })} />
          <SelectField label={t('audience.tag.filter')} options={choices.tags.map((g) => ({ value: g.TagId, label: g.TagName }))} placeholder={t('audience.tag.anyTag')} value={value.tagId} onChange={(e) => pick({ tagId: e.target.value })} />
          <SelectField
            label={t('audience.contact.segment')}
            options={withCurrent(
              choices.segments.map((s) => ({ value: s.SegmentId, label: s.SegmentName })),
              value.segmentId,
            )}
            placeholder={t('audience.contact.anySegment')}
            value={value.segmentId}
            onChange={(e) => pick({ segmentId: e.target.value })}
          />
          <SelectField
            label={t('audience.contact.channel')}
            options={contactChannels.map((c) => ({ value: c, label: t(`audience.contact.channels.${c}`) }))}
            placeholder={t('audience.contact.anyChannel')}
            value={value.channel}
            onChange={(e) => pick({ channel: e.target.value as '' | ContactChannel })}
          />
          <Button type="submit" variant="secondary">
            {t('audience.common.search')}
          </Button>
        </form>
      )}
    </FilterSheet>
  );
}

/** The options, plus the one chosen from an address when it is not among them (an older segment). */
function withCurrent(options: { value: string; label: string }[], current: string) {
  return current && !options.some((o) => o.value === current) ? [...options, { value: current, label: current }] : options;
}
