import { useTranslation } from 'react-i18next';
import { EmailDomainStatus } from '../../../../contract/email/emailDomainRules';
import { emailDomainStatusOf } from '../../../../contract/display/emailStatus';
import type { EmailDomain } from '../../../../contract/entities/email';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { StatusBadge } from '../../../ui/StatusBadge';
import { CopyButton } from './CopyButton';

export interface DnsRecordsDialogProps {
  domain: EmailDomain | null;
  verifying: boolean;
  onVerify: (domain: EmailDomain) => void;
  onClose: () => void;
}

/** The records a domain asks for, each with its host and value to copy, its last result and, when it failed, what DNS holds. */
export function DnsRecordsDialog({ domain, verifying, onVerify, onClose }: DnsRecordsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={domain !== null} onClose={onClose} size="2xl" alignTop title={domain ? t('email.setting.record.title', { domain: domain.Domain }) : ''} testId="dns-records">
      {domain && (
        <div className="mt-2 space-y-4">
          <p className="text-sm text-slate-600">{t('email.setting.record.intro')}</p>
          <Alert tone="info">{t('email.setting.dnsDelay')}</Alert>
          <ul className="space-y-3">
            {domain.Records.map((r) => (
              <li key={r.Kind} data-record={r.Kind} className="rounded-md border border-slate-200 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold text-slate-900">
                    {r.Kind} <span className="font-normal text-slate-600">· {r.Type}</span>
                    {r.Kind === 'Tracking' && <span className="font-normal text-slate-600"> · {t('email.setting.record.optional')}</span>}
                  </h3>
                  <StatusBadge display={emailDomainStatusOf(r.Status)} />
                </div>
                <p className="mt-1 text-xs text-slate-600">{t(`email.setting.record.purpose.${r.Kind}`)}</p>
                <dl className="mt-2 space-y-2 text-sm">
                  <div>
                    <dt className="text-xs font-medium text-slate-600">{t('email.setting.record.host')}</dt>
                    <dd className="flex items-start gap-2">
                      <code className="min-w-0 flex-1 rounded bg-slate-50 px-2 py-1 font-mono text-xs break-all text-slate-900">{r.Host}</code>
                      <CopyButton value={r.Host} label={t('email.setting.record.copyHost', { kind: r.Kind })} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs font-medium text-slate-600">
                      {t('email.setting.record.value')}
                      {r.Priority !== undefined && ` (${t('email.setting.record.priority')} ${r.Priority})`}
                    </dt>
                    <dd className="flex items-start gap-2">
                      <code className="min-w-0 flex-1 rounded bg-slate-50 px-2 py-1 font-mono text-xs break-all text-slate-900">{r.Value}</code>
                      <CopyButton value={r.Value} label={t('email.setting.record.copyValue', { kind: r.Kind })} />
                    </dd>
                  </div>
                  {r.Status === EmailDomainStatus.Failed && (
                    <div>
                      <dt className="text-xs font-medium text-red-800">{t('email.setting.record.found')}</dt>
                      <dd className="font-mono text-xs break-all text-slate-800">
                        {r.Found.length === 0 ? t('email.setting.record.foundNone') : r.Found.map((f) => <div key={f}>{f}</div>)}
                      </dd>
                    </div>
                  )}
                </dl>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('email.setting.close')}
            </Button>
            <Button loading={verifying} onClick={() => onVerify(domain)}>
              {t('email.setting.domain.verify')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
