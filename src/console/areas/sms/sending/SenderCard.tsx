import { useTranslation } from 'react-i18next';
import { SMS_TAGS_MAX } from '../../../../contract/sms/smsConstants';
import { Card } from '../../../ui/Card';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import type { Option } from '../../../messaging/core/sending/sendingOptions';
import type { SendForm } from './sendForm';

export interface SenderCardProps {
  form: SendForm;
  onChange: (patch: Partial<SendForm>) => void;
  countryOptions: Option[];
  errors: { country?: string | undefined; senderId?: string | undefined; taskName?: string | undefined; tags?: string | undefined };
}

/** Country (national numbers are read in it), sender ID, optional task name and tags. */
export function SenderCard({ form, onChange, countryOptions, errors }: SenderCardProps) {
  const { t } = useTranslation();
  return (
    <Card title={t('sms.sending.sender.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <SelectField
            label={t('sms.sending.sender.country')}
            value={form.country}
            placeholder={t('sms.sending.sender.countryPlaceholder')}
            options={countryOptions}
            onChange={(e) => onChange({ country: e.target.value, countryAuto: false })}
            error={errors.country}
          />
          <p className="mt-1 text-xs text-slate-600">{form.countryAuto && form.country ? t('sms.sending.sender.countryAuto') : t('sms.sending.sender.countryHint')}</p>
        </div>
        <TextField
          label={t('sms.sending.sender.senderId')}
          value={form.senderId}
          maxLength={11}
          autoComplete="off"
          onChange={(e) => onChange({ senderId: e.target.value })}
          hint={t('sms.sending.sender.senderIdHint')}
          error={errors.senderId}
        />
        <TextField
          label={t('sms.sending.sender.taskName')}
          value={form.taskName}
          maxLength={64}
          autoComplete="off"
          onChange={(e) => onChange({ taskName: e.target.value })}
          hint={t('sms.sending.sender.optional')}
          error={errors.taskName}
        />
        <TextField
          label={t('sms.sending.sender.tags')}
          value={form.tags}
          autoComplete="off"
          onChange={(e) => onChange({ tags: e.target.value })}
          hint={t('sms.sending.sender.tagsHint', { max: SMS_TAGS_MAX })}
          error={errors.tags}
        />
      </div>
    </Card>
  );
}
