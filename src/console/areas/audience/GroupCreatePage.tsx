import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '../../lib/navigate';
import type { PageProps } from '../../lib/pageProps';
import { routeHref } from '../../lib/routeHref';
import { callAction } from '../../session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/form/FormError';
import { PageHeader } from '../../ui/PageHeader';
import { TextLink } from '../../ui/TextLink';
import { showToast } from '../../ui/toast/toastStore';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { checkGroupName, groupServerError, type GroupErrors } from './group/groupForm';
import { GroupNameField } from './group/GroupNameField';
import { addMembers } from './list/addMembers';
import { ContactPicker } from './list/ContactPicker';
import { saveInline } from './saveInline';
import { useAudienceText } from './useAudienceText';

/** /audience/list/create: a new group ('Group Name is required'), with members chosen now or later; then its page. */
export function GroupCreatePage(_props: PageProps) {
  const { t } = useTranslation();
  const text = useAudienceText();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<GroupErrors>({});
  const [busy, setBusy] = useState(false);
  const done = useRef(false);
  useLeaveGuard(!done.current && (name.trim() !== '' || chosen.size > 0), t('common.unsavedChanges'));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkGroupName(name);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      const made = await saveInline(callAction('CreateContactGroup', { GroupName: checked.name }, { inline: true }));
      if (made.kind === 'refused') return setErrors(groupServerError(made.message));
      done.current = true;
      if (made.kind === 'queued') {
        if (chosen.size) showToast('info', t('audience.list.queuedNoMembers'));
        return navigate(routeHref('/audience/group'), { force: true });
      }
      if (chosen.size) {
        const added = await addMembers(made.data.GroupId, [...chosen]);
        if (added.kind === 'refused') showToast('error', added.message);
      }
      showToast('success', t('audience.list.created'));
      navigate(routeHref('/audience/list/detail', { groupId: made.data.GroupId }), { force: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-6">
      <PageHeader title={t('routes.audienceListCreate')} description={t('audience.list.createDescription')} />
      <Card>
        <div className="space-y-4">
          <FormError message={text(errors.form) ?? null} />
          <GroupNameField
            label={t('audience.list.name')}
            value={name}
            error={text(errors.GroupName)}
            onChange={(n) => {
              setName(n);
              setErrors({});
            }}
          />
        </div>
      </Card>
      <Card title={t('audience.list.chooseMembers')}>
        <p className="mb-3 text-sm text-slate-600">{t('audience.list.chooseHint')}</p>
        <ContactPicker chosen={chosen} onChange={setChosen} />
      </Card>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={busy}>
          {t('audience.list.create')}
        </Button>
        <TextLink to={routeHref('/audience/group')}>{t('audience.list.cancel')}</TextLink>
      </div>
    </form>
  );
}
