import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { smsTemplatePurposeDisplay, smsTemplateStatusDisplay } from '../../../../contract/sms/templateMeta';
import { Button } from '../../../ui/Button';
import { FilterSheet } from '../../../ui/FilterSheet';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import type { TemplateFilters as Filters } from './templateListQuery';

/** Status and purpose apply at once; the keyword (template name) on Search or Enter. */
export function TemplateFilters({ value, onChange }: { value: Filters; onChange: (f: Filters) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(value.keyword);
  const statusOptions = Object.entries(smsTemplateStatusDisplay).map(([v, d]) => ({ value: v, label: t(d.textKey) }));
  const purposeOptions = Object.entries(smsTemplatePurposeDisplay).map(([v, d]) => ({ value: v, label: t(d.textKey) }));

  function submit(e: FormEvent, close: () => void) {
    e.preventDefault();
    onChange({ ...value, keyword: keyword.trim() });
    close();
  }

  const active = [value.status, value.purpose, value.keyword].filter(Boolean).length;

  return (
    <FilterSheet title={t('sms.template.list.filters')} count={active}>
      {(close) => (
    <form role="search" aria-label={t('sms.template.list.filters')} onSubmit={(e) => submit(e, close)} className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto] lg:items-end">
      <SelectField
        label={t('sms.template.field.status')}
        options={statusOptions}
        placeholder={t('sms.template.list.anyStatus')}
        value={value.status}
        onChange={(e) => onChange({ ...value, keyword: keyword.trim(), status: e.target.value })}
      />
      <SelectField
        label={t('sms.template.field.purpose')}
        options={purposeOptions}
        placeholder={t('sms.template.list.anyPurpose')}
        value={value.purpose}
        onChange={(e) => onChange({ ...value, keyword: keyword.trim(), purpose: e.target.value })}
      />
      <TextField label={t('sms.template.list.keyword')} type="search" maxLength={64} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('sms.template.list.keywordPlaceholder')} />
      <Button type="submit" variant="secondary">
        {t('sms.template.list.search')}
      </Button>
    </form>
      )}
    </FilterSheet>
  );
}
