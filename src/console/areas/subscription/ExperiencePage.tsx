import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FREE_TRIAL_DAYS } from '../../../contract/constants';
import { freePackage, startFreeTrial } from '../../access';
import { formatDate } from '../../lib/format';
import { buyRecords, packages } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { TextLink } from '../../ui/TextLink';
import { showToast } from '../../ui/toast/toastStore';
import { ModuleList } from './ModuleList';
import { trialState } from './trialState';
import { routeHref } from '../../lib/routeHref';

/** Trial experience: the free trial's state, starting it, and what a trial account may do. */
export function ExperiencePage() {
  useSignals();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!packages.value || !buyRecords.value) return <Spinner label={t('common.loading')} />;
  const state = trialState(packages.value, buyRecords.value, Math.floor(Date.now() / 1000));
  const free = freePackage(packages.value);

  async function start() {
    setBusy(true);
    if (await startFreeTrial()) showToast('success', t('subscription.trialStarted'));
    setBusy(false);
  }

  return (
    <div className="space-y-6">
      <PageHeader title={t('routes.experience')} description={t('experience.intro', { days: FREE_TRIAL_DAYS })} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card title={t('experience.status')}>
          {state.kind === 'available' && (
            <div className="space-y-4">
              <p className="text-sm text-slate-700">{t('experience.available', { days: state.days })}</p>
              <Button loading={busy} onClick={() => void start()}>{t('subscription.startTrial')}</Button>
            </div>
          )}
          {state.kind === 'running' && (
            <Alert tone="success">{t('experience.running', { count: state.daysLeft, date: formatDate(state.endTime) })}</Alert>
          )}
          {state.kind === 'used' && <Alert tone="info">{t('experience.used', { date: formatDate(state.endTime) })}</Alert>}
          {state.kind === 'paid' && <Alert tone="success">{t('experience.paid')}</Alert>}
          {state.kind === 'unavailable' && <Alert tone="info">{t('experience.unavailable')}</Alert>}
          {state.kind !== 'paid' && (
            <p className="mt-4 text-sm">
              <TextLink to={routeHref('/subscription')}>{t('experience.seePlans')}</TextLink>
            </p>
          )}
        </Card>
        <Card title={t('experience.rulesTitle')}>
          <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
            <li>{t('experience.rule.noCard', { days: FREE_TRIAL_DAYS })}</li>
            <li>{t('experience.rule.testContent')}</li>
            <li>{t('experience.rule.recipients')}</li>
            <li>{t('experience.rule.upgrade')}</li>
          </ul>
        </Card>
        {free && (
          <Card title={t('experience.includes')} className="lg:col-span-2">
            <ModuleList modules={free.ModWhitelist} />
          </Card>
        )}
      </div>
    </div>
  );
}
