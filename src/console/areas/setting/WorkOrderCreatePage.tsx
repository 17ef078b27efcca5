import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_PICTURES_MAX, TicketCategories } from '../../../contract/constants';
import type { PageProps } from '../../lib/pageProps';
import { navigate } from '../../lib/navigate';
import { routeHref } from '../../lib/routeHref';
import { QueuedOfflineError } from '../../offline';
import { callAction, useAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/form/FormError';
import { useSchemaForm } from '../../ui/form/useSchemaForm';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast/toastStore';
import { TicketPictures } from './TicketPictures';
import { createTicketSchema } from './ticketSchemas';

/**
 * /setting/work-order-create: category (the tags of GetCDPTags, named in the reader's language),
 * title, description and up to 5 pictures; CreateTicket, then the new ticket's page.
 */
export function WorkOrderCreatePage(_props: PageProps) {
  const { t, i18n } = useTranslation();
  const tags = useAction('GetCDPTags', {});
  const form = useSchemaForm(createTicketSchema, { Category: '', Title: '', Content: '' });
  const [pictures, setPictures] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [queued, setQueued] = useState(false);
  const zh = i18n.language.startsWith('zh');
  const options = (tags.data?.Tags ?? TicketCategories.map((Key) => ({ Key, EnName: Key, CnName: '' }))).map((tag) => ({
    value: tag.Key,
    label: tags.data ? (zh ? tag.CnName : tag.EnName) : t(`setting.tickets.category_${tag.Key}`),
  }));

  const submit = form.onSubmit(async (data) => {
    try {
      const { TicketId } = await callAction('CreateTicket', { ...data, AttachFileIds: pictures }, { inline: true });
      showToast('success', t('setting.tickets.form.created'));
      navigate(routeHref('/setting/work-order/{ticketId}', { ticketId: String(TicketId) }), { force: true });
    } catch (err) {
      if (err instanceof QueuedOfflineError) setQueued(true);
      else throw err;
    }
  });

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('routes.workOrderCreate')} description={t('setting.tickets.intro')} />
      <Card>
        <form noValidate onSubmit={submit} className="space-y-4">
          <SelectField
            label={t('setting.tickets.form.category')}
            placeholder={t('fields.choose')}
            options={options}
            value={form.values.Category}
            onChange={form.field('Category')}
            error={form.error('Category')}
          />
          <TextField label={t('setting.tickets.form.title')} hint={t('setting.tickets.form.titleHint')} maxLength={100} value={form.values.Title} onChange={form.field('Title')} error={form.error('Title')} />
          <TextAreaField
            label={t('setting.tickets.form.content')}
            hint={t('setting.tickets.form.contentHint')}
            rows={6}
            maxLength={5000}
            value={form.values.Content}
            onChange={form.field('Content')}
            error={form.error('Content')}
          />
          <TicketPictures room={TICKET_PICTURES_MAX} onChange={setPictures} onBusy={setUploading} />
          <FormError message={form.serverError} />
          {queued && <Alert tone="info">{t('setting.tickets.form.queued')}</Alert>}
          <Button type="submit" loading={form.busy} disabled={uploading}>
            {t('setting.tickets.form.submit')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
