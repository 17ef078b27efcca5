import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Href } from '../../../lib/routeHref';
import { Alert } from '../../../ui/Alert';
import { buttonClass } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';

interface Props {
  /** The key prefix of the channel's texts for the choice: `<texts>.template`, `.choose`, `.none`, `.newTemplate`, `.loadFailed`. */
  texts: string;
  /** The template list as read: its templates as options once loaded, or the read's failure. */
  loaded: boolean;
  failed: boolean;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (templateId: string) => void;
  error?: string;
  /** Where a new template is made when there is none to send. */
  newTemplate: Href;
}

/** The choice of a passed template on a sending page (MMS, voice, WhatsApp): a select, or a link to make the first one. */
export function TemplateChoice({ texts, loaded, failed, options, value, onChange, error, newTemplate }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {failed && !loaded && <Alert tone="error">{t(`${texts}.loadFailed`)}</Alert>}
      {loaded && options.length === 0 ? (
        <p className="text-sm text-slate-700">
          {t(`${texts}.none`)}{' '}
          <Link href={newTemplate} className={buttonClass('secondary')}>
            {t(`${texts}.newTemplate`)}
          </Link>
        </p>
      ) : (
        <SelectField label={t(`${texts}.template`)} placeholder={t(`${texts}.choose`)} options={options} value={value} onChange={(e) => onChange(e.target.value)} error={error} />
      )}
    </>
  );
}
