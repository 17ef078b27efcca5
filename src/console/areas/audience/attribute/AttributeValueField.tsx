import { useTranslation } from 'react-i18next';
import { AttributeType } from '../../../../contract/audience/attributeRules';
import type { ContactAttribute } from '../../../../contract/entities/audience';
import { DateInput } from '../../../ui/DateInput';
import { FieldFrame } from '../../../ui/FieldFrame';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';

/** Today as YYYY-MM-DD (the calendar's starting day). */
const today = () => new Date().toISOString().slice(0, 10);

/** One custom attribute's value in the contact dialog, by its type; '' = not set. */
export function AttributeValueField({ attribute, value, error, onChange }: { attribute: ContactAttribute; value: string; error: string | undefined; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const label = attribute.Name;
  switch (attribute.Type) {
    case AttributeType.Boolean:
      return (
        <SelectField
          label={label}
          value={value}
          error={error}
          placeholder={t('audience.attribute.notSet')}
          options={[
            { value: 'true', label: t('audience.attribute.yes') },
            { value: 'false', label: t('audience.attribute.no') },
          ]}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case AttributeType.Category:
      return <SelectField label={label} value={value} error={error} placeholder={t('audience.attribute.notSet')} options={attribute.Options.map((o) => ({ value: o, label: o }))} onChange={(e) => onChange(e.target.value)} />;
    case AttributeType.Date:
      return (
        <FieldFrame label={label} error={error}>
          {(control) => <DateInput {...control} value={value} today={today()} onChange={onChange} />}
        </FieldFrame>
      );
    case AttributeType.Number:
      return <TextField label={label} inputMode="decimal" autoComplete="off" value={value} error={error} onChange={(e) => onChange(e.target.value)} />;
    default:
      return <TextField label={label} autoComplete="off" maxLength={500} value={value} error={error} onChange={(e) => onChange(e.target.value)} />;
  }
}
