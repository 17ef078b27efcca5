import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../contract/entities/user';
import { QueuedOfflineError } from '../../offline';
import { callAction, loadSession, timeZones } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/form/FormError';
import { useSchemaForm } from '../../ui/form/useSchemaForm';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { timeZoneOptions } from '../auth/public';
import { profileSchema } from './settingSchemas';

/**
 * Display name, phone and time zone (UpdateUser). Time zones come from GetTimeZones, the mirrored
 * reference data, so the list is there offline too. UpdateUser is queued in the outbox offline.
 */
export function ProfileSection({ user }: { user: UserInfo }) {
  useSignals();
  const { t, i18n } = useTranslation();
  const form = useSchemaForm(profileSchema, { DisplayName: user.DisplayName, Phone: user.Phone, Timezone: user.Timezone });
  const [outcome, setOutcome] = useState<'saved' | 'queued' | null>(null);
  const zones = timeZones.value;
  const options = timeZoneOptions(zones, i18n.language);
  // The stored zone stays choosable even if the list lacks it (or has not loaded).
  if (form.values.Timezone && !options.some((o) => o.value === form.values.Timezone)) options.unshift({ value: form.values.Timezone, label: form.values.Timezone });

  const submit = form.onSubmit(async (data) => {
    setOutcome(null);
    try {
      await callAction('UpdateUser', { DisplayName: data.DisplayName, Timezone: data.Timezone, ...(data.Phone ? { Phone: data.Phone } : {}) }, { inline: true });
      setOutcome('saved');
      await loadSession();
    } catch (err) {
      if (err instanceof QueuedOfflineError) setOutcome('queued');
      else throw err;
    }
  });

  return (
    <Card title={t('setting.profile.title')}>
      <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
        <TextField label={t('setting.profile.email')} value={user.Email} readOnly disabled />
        <TextField label={t('fields.displayName')} autoComplete="name" value={form.values.DisplayName} onChange={form.field('DisplayName')} error={form.error('DisplayName')} />
        <TextField label={t('fields.phone')} type="tel" inputMode="numeric" autoComplete="tel-national" hint={t('setting.profile.phoneHint')} value={form.values.Phone} onChange={form.field('Phone')} error={form.error('Phone')} />
        <SelectField label={t('fields.timezone')} placeholder={t('fields.choose')} options={options} value={form.values.Timezone} onChange={form.field('Timezone')} error={form.error('Timezone')} />
        <div className="space-y-3 md:col-span-2">
          <FormError message={form.serverError} />
          {outcome === 'saved' && <Alert tone="success">{t('setting.profile.saved')}</Alert>}
          {outcome === 'queued' && <Alert tone="info">{t('setting.profile.queued')}</Alert>}
          <Button type="submit" loading={form.busy}>
            {t('setting.profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
