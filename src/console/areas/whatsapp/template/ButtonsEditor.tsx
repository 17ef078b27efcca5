import { useTranslation } from 'react-i18next';
import { WHATSAPP_BUTTON_CAP, type WhatsAppTemplateButton } from '../../../../contract/whatsapp/templateRules';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';

/** A template's buttons: quick replies, links and call buttons, at most WHATSAPP_BUTTON_CAP. */
export function ButtonsEditor({ buttons, onChange, errorOf }: { buttons: WhatsAppTemplateButton[]; onChange: (b: WhatsAppTemplateButton[]) => void; errorOf: (path: string) => string | undefined }) {
  const { t } = useTranslation();
  const set = (i: number, b: WhatsAppTemplateButton) => onChange(buttons.map((x, j) => (j === i ? b : x)));
  const full = buttons.length >= WHATSAPP_BUTTON_CAP;
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium text-slate-900">{t('whatsapp.template.form.buttons')}</legend>
      <p className="text-xs text-slate-600">{t('whatsapp.template.form.buttonsHint', { cap: WHATSAPP_BUTTON_CAP })}</p>
      {buttons.map((b, i) => (
        <div key={i} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
          <TextField label={t('whatsapp.template.form.buttonText', { n: i + 1 })} value={b.Text} maxLength={25} onChange={(e) => set(i, { ...b, Text: e.target.value })} error={errorOf(`Buttons.${i}.Text`)} />
          {b.Type === 'URL' && <TextField label={t('whatsapp.template.form.buttonUrl', { n: i + 1 })} type="url" value={b.Url} onChange={(e) => set(i, { ...b, Url: e.target.value })} error={errorOf(`Buttons.${i}.Url`)} />}
          {b.Type === 'PHONE_NUMBER' && (
            <TextField label={t('whatsapp.template.form.buttonPhone', { n: i + 1 })} type="tel" value={b.PhoneNumber} onChange={(e) => set(i, { ...b, PhoneNumber: e.target.value })} error={errorOf(`Buttons.${i}.PhoneNumber`)} />
          )}
          <div className="sm:col-span-2">
            <Button variant="ghost" className="px-2 py-1" onClick={() => onChange(buttons.filter((_, j) => j !== i))}>
              {t('whatsapp.template.form.removeButton', { n: i + 1 })}
            </Button>
          </div>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={full} onClick={() => onChange([...buttons, { Type: 'QUICK_REPLY', Text: '' }])}>
          {t('whatsapp.template.form.addQuickReply')}
        </Button>
        <Button variant="secondary" disabled={full} onClick={() => onChange([...buttons, { Type: 'URL', Text: '', Url: 'https://' }])}>
          {t('whatsapp.template.form.addUrl')}
        </Button>
        <Button variant="secondary" disabled={full} onClick={() => onChange([...buttons, { Type: 'PHONE_NUMBER', Text: '', PhoneNumber: '' }])}>
          {t('whatsapp.template.form.addPhone')}
        </Button>
      </div>
      {errorOf('Buttons') && (
        <p role="alert" className="text-sm text-red-700">
          {errorOf('Buttons')}
        </p>
      )}
    </fieldset>
  );
}
