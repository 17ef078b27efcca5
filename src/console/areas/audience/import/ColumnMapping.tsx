import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { attributeTypeName } from '../../../../contract/audience/attributeRules';
import { checkImportRow, IMPORT_FIELDS, type ImportAttribute, type ImportMappingEntry, ImportRejectReason, mappingTarget } from '../../../../contract/audience/contactImport';
import type { ContactAttribute } from '../../../../contract/entities/audience';
import { type ImportPreview, PREVIEW_ROWS } from './readImportPreview';
import { useImportText } from './useImportText';

/** A column's label: its header cell, or "Column n". */
export function columnName(preview: ImportPreview, headerRow: boolean, column: number, fallback: (n: number) => string): string {
  const head = headerRow ? (preview.rows[0]?.[column] ?? '').trim() : '';
  return head || fallback(column + 1);
}

/** A mapping entry from a picker's value: a field, 'Tags', or 'Attribute:<AttributeId>'. */
function entryOf(column: number, value: string): ImportMappingEntry {
  return value.startsWith('Attribute:') ? { Column: column, Field: 'Attribute', AttributeId: value.slice('Attribute:'.length) } : { Column: column, Field: value as ImportMappingEntry['Field'] };
}

/**
 * The first rows of the file with a picker above each column — a contact field, Tags, or one of the
 * account's custom attributes — and each row's own check (the rules the gateway applies before
 * numbers are checked per country, attribute values read by their type), so a wrong mapping shows at once.
 */
export function ColumnMapping({
  preview,
  headerRow,
  mapping,
  attributes,
  onChange,
}: {
  preview: ImportPreview;
  headerRow: boolean;
  mapping: readonly ImportMappingEntry[];
  /** The account's custom attributes (not the built-in ones). */
  attributes: readonly ContactAttribute[];
  onChange: (m: ImportMappingEntry[]) => void;
}) {
  const { t } = useTranslation();
  const texts = useImportText();
  const byId = useMemo(() => new Map<string, ImportAttribute>(attributes.map((a) => [a.AttributeId, { Name: a.Name, Type: a.Type, Options: a.Options }])), [attributes]);
  const valueOf = (column: number) => {
    const m = mapping.find((e) => e.Column === column);
    return m ? mappingTarget(m) : '';
  };
  const set = (column: number, value: string) => {
    const rest = mapping.filter((m) => m.Column !== column && mappingTarget(m) !== value);
    onChange(value ? [...rest, entryOf(column, value)].sort((a, b) => a.Column - b.Column) : rest);
  };
  const body = preview.rows.slice(headerRow ? 1 : 0, headerRow ? undefined : PREVIEW_ROWS - 1);
  const firstRow = headerRow ? 2 : 1;
  const columns = Array.from({ length: preview.columns }, (_, i) => i);
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{t('audience.import.previewCaption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-xs font-medium text-slate-600">
              #
            </th>
            {columns.map((c) => {
              const name = columnName(preview, headerRow, c, (n) => t('audience.import.column', { n }));
              return (
                <th key={c} scope="col" className="min-w-36 px-3 py-2 align-top font-medium text-slate-700">
                  <span className="mb-1 block break-keep">{name}</span>
                  <select
                    aria-label={t('audience.import.columnField', { name })}
                    className="block w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
                    value={valueOf(c)}
                    onChange={(e) => set(c, e.target.value)}
                  >
                    <option value="">{t('audience.import.skip')}</option>
                    <optgroup label={t('audience.import.contactFields')}>
                      {IMPORT_FIELDS.map((f) => (
                        <option key={f} value={f}>
                          {t(`audience.import.fields.${f}`)}
                        </option>
                      ))}
                      <option value="Tags">{t('audience.import.fields.Tags')}</option>
                    </optgroup>
                    {attributes.length > 0 && (
                      <optgroup label={t('audience.import.attributes')}>
                        {attributes.map((a) => (
                          <option key={a.AttributeId} value={`Attribute:${a.AttributeId}`}>
                            {t('audience.import.attributeOption', { name: a.Name, type: t(`audience.attribute.types.${attributeTypeName(a.Type) ?? 'Text'}`) })}
                          </option>
                        ))}
                      </optgroup>
                    )}
                  </select>
                </th>
              );
            })}
            <th scope="col" className="px-3 py-2 font-medium text-slate-700">
              {t('audience.import.rowCheck')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {body.map((cells, i) => {
            const check = mapping.length ? checkImportRow(cells, mapping, byId) : null;
            return (
              <tr key={i}>
                <td className="px-3 py-2 text-xs text-slate-500 tabular-nums">{firstRow + i}</td>
                {columns.map((c) => (
                  <td key={c} className="max-w-56 truncate px-3 py-2 text-slate-800" title={cells[c] ?? ''}>
                    {cells[c] ?? ''}
                  </td>
                ))}
                <td className={`min-w-64 px-3 py-2 ${check && !check.ok ? 'text-red-700' : 'text-emerald-700'}`}>
                  {check === null ? '' : check.ok ? t('audience.import.rowOk') : `${check.field && !(IMPORT_FIELDS as readonly string[]).includes(check.field) ? `${check.field}: ` : ''}${texts.reason(check.reason, ImportRejectReason[check.reason])}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
