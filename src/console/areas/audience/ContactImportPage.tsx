import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributeSource } from '../../../contract/audience/attributeRules';
import { type ImportMappingEntry, looksLikeHeader, mappingProblem, suggestMapping } from '../../../contract/audience/contactImport';
import type { ContactImport } from '../../../contract/entities/audience';
import { formatCount } from '../../lib/format';
import type { PageProps } from '../../lib/pageProps';
import { online, uploadFileLazily } from '../../offline';
import { callAction, countries, useAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { countryChoices } from './countryChoices';
import { ColumnMapping } from './import/ColumnMapping';
import { ImportHistory } from './import/ImportHistory';
import { ImportProgressCard } from './import/ImportProgressCard';
import { IMPORT_FILE_ACCEPT, ImportFileError, ImportFileText } from './import/importFileRules';
import { previewOffThread } from './import/previewOffThread';
import type { ImportPreview } from './import/readImportPreview';
import { useImportText } from './import/useImportText';

type Step = { kind: 'choose' } | { kind: 'reading'; name: string; percent: number } | { kind: 'map'; file: File; preview: ImportPreview } | { kind: 'uploading'; file: File; preview: ImportPreview; percent: number };

const GROUP_CHOICES = { Limit: 100 };
const LATEST = { Limit: 1 };
const NO_PARAMS = {};

/**
 * /audience/contacts/import: choose a .csv or .xlsx (read in a Web Worker, with progress), map its
 * columns to contact fields, tags and custom attributes on a preview of its first rows, pick a group and the country of
 * national numbers, then upload it (spec 001 §7) and follow the gateway's import job: progress,
 * counts, rejected rows. The latest import, running or not, is shown again after a reload.
 */
export function ContactImportPage(_props: PageProps) {
  useSignals();
  const { t, i18n } = useTranslation();
  const texts = useImportText();
  const inputId = useId();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const [headerRow, setHeaderRow] = useState(true);
  const [mapping, setMapping] = useState<ImportMappingEntry[]>([]);
  const [groupId, setGroupId] = useState('');
  const [countryCode, setCountryCode] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const groups = useAction('ListContactGroups', GROUP_CHOICES).data?.Groups ?? [];
  const allAttributes = useAction('ListContactAttributes', NO_PARAMS).data?.Attributes;
  const attributes = useMemo(() => (allAttributes ?? []).filter((a) => a.Source !== AttributeSource.System), [allAttributes]);
  const latest = useAction('ListContactImports', LATEST).data?.Imports[0] as ContactImport | undefined;
  // After a reload: the latest import (still running, or just finished) is shown again.
  useEffect(() => {
    if (selected === null && latest) setSelected(latest.ImportId);
  }, [latest, selected]);

  async function choose(file: File | undefined) {
    setError(null);
    if (!file) return;
    setStep({ kind: 'reading', name: file.name, percent: 0 });
    try {
      const preview = await previewOffThread(file, (done, total) => setStep({ kind: 'reading', name: file.name, percent: total ? Math.round((done / total) * 100) : 0 }));
      const header = looksLikeHeader(preview.rows[0] ?? []);
      setHeaderRow(header);
      setMapping(header ? suggestMapping(preview.rows[0] ?? [], attributes) : []);
      setStep({ kind: 'map', file, preview });
    } catch (err) {
      setError(texts.file(err instanceof ImportFileError ? err.message : ImportFileText.ParsingFailed));
      setStep({ kind: 'choose' });
    }
  }

  async function start(file: File, preview: ImportPreview) {
    setError(null);
    setStep({ kind: 'uploading', file, preview, percent: 0 });
    try {
      const uploaded = await uploadFileLazily(file, {
        kind: 'contact-import',
        onProgress: (phase, done, total) => phase === 'sending' && setStep({ kind: 'uploading', file, preview, percent: total ? Math.round((done / total) * 100) : 0 }),
      });
      const imp = await callAction('ImportContacts', { FileId: uploaded.FileId, Mapping: mapping, HeaderRow: headerRow, ...(groupId ? { GroupId: groupId } : {}), ...(countryCode ? { CountryCode: countryCode } : {}) });
      setSelected(imp.ImportId);
      setStep({ kind: 'choose' });
    } catch {
      // The upload or the Action showed its error; the mapping stays for another try.
      setStep({ kind: 'map', file, preview });
    }
  }

  const problem = step.kind === 'map' || step.kind === 'uploading' ? mappingProblem(mapping) : null;
  const dataRows = step.kind === 'map' || step.kind === 'uploading' ? step.preview.rowCount - (headerRow ? 1 : 0) : 0;
  return (
    <>
      <PageHeader title={t('routes.audienceContactsImport')} description={t('audience.import.description')} />
      <div className="space-y-6">
        <Card title={t('audience.import.fileHeading')}>
          {!online.value && <Alert tone="warning">{t('audience.import.offline')}</Alert>}
          {step.kind === 'reading' ? (
            <div>
              <p id={`${inputId}-reading`} className="mb-1 text-sm text-slate-700">
                {t('audience.import.reading', { name: step.name })}
              </p>
              <progress aria-labelledby={`${inputId}-reading`} className="h-2 w-full overflow-hidden rounded-full accent-indigo-600" max={100} value={step.percent} />
            </div>
          ) : step.kind === 'map' || step.kind === 'uploading' ? (
            <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
              <span className="break-all">
                {step.file.name} · {t('audience.import.rowsFound', { count: step.preview.rowCount, formatted: formatCount(step.preview.rowCount, i18n.language) })}
              </span>
              <Button variant="secondary" disabled={step.kind === 'uploading'} onClick={() => setStep({ kind: 'choose' })}>
                {t('audience.import.chooseAgain')}
              </Button>
            </div>
          ) : (
            <div>
              <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
                {t('audience.import.fileLabel')}
              </label>
              <input
                id={inputId}
                type="file"
                accept={IMPORT_FILE_ACCEPT}
                aria-describedby={`${inputId}-hint`}
                disabled={!online.value}
                className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-600 file:px-3 file:py-2 file:text-white"
                onChange={(e) => void choose(e.target.files?.[0])}
              />
              <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
                {t('audience.import.fileHint')}
              </p>
            </div>
          )}
          {error && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          )}
        </Card>

        {(step.kind === 'map' || step.kind === 'uploading') && (
          <>
            <Card title={t('audience.import.mapHeading')}>
              <p className="mb-3 text-sm text-slate-600">{t('audience.import.mapHint')}</p>
              <label className="mb-3 flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" checked={headerRow} onChange={(e) => setHeaderRow(e.target.checked)} />
                {t('audience.import.headerRow')}
              </label>
              <ColumnMapping preview={step.preview} headerRow={headerRow} mapping={mapping} attributes={attributes} onChange={setMapping} />
              {problem && (
                <p role="alert" className="mt-2 text-sm text-red-700">
                  {texts.mapping(problem)}
                </p>
              )}
            </Card>
            <Card title={t('audience.import.optionsHeading')}>
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField label={t('audience.import.group')} placeholder={t('audience.import.noGroup')} options={groups.map((g) => ({ value: g.GroupId, label: g.GroupName }))} value={groupId} onChange={(e) => setGroupId(e.target.value)} />
                <div>
                  <SelectField label={t('audience.import.country')} placeholder="—" options={countryChoices(countries.value, i18n.language)} value={countryCode} onChange={(e) => setCountryCode(e.target.value)} />
                  <p className="mt-1 text-xs text-slate-600">{t('audience.import.countryHint')}</p>
                </div>
              </div>
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <Button disabled={problem !== null || step.kind === 'uploading' || !online.value || dataRows <= 0} onClick={() => step.kind === 'map' && void start(step.file, step.preview)}>
                  {t('audience.import.start', { count: dataRows })}
                </Button>
                {step.kind === 'uploading' && <span className="text-sm text-slate-700" role="status">{t('audience.import.uploading', { percent: step.percent })}</span>}
              </div>
            </Card>
          </>
        )}

        {selected && <ImportProgressCard key={selected} importId={selected} />}
        <ImportHistory selected={selected} onSelect={setSelected} />
      </div>
    </>
  );
}

