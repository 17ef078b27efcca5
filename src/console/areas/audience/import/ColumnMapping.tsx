import { useTranslation } from 'react-i18next';
import { checkImportRow, IMPORT_FIELDS, type ImportField, type ImportMappingEntry, ImportRejectReason } from '../../../../contract/audience/contactImport';
import { type ImportPreview, PREVIEW_ROWS } from './readImportPreview';
import { useImportText } from './useImportText';

/** A column's label: its header cell, or "Column n". */
export function columnName(preview: ImportPreview, headerRow: boolean, column: number, fallback: (n: number) => string): string {
  const head = headerRow ? (preview.rows[0]?.[column] ?? '').trim() : '';
  return head || fallback(column + 1);
}

/**
 * The first rows of the file with a field picker above each column, and each row's own check (the
 * rules the gateway applies before numbers are checked per country), so a wrong mapping shows at once.
 */
export function ColumnMapping({ preview, headerRow, mapping, onChange }: { preview: ImportPreview; headerRow: boolean; mapping: readonly ImportMappingEntry[]; onChange: (m: ImportMappingEntry[]) => void }) {
  const { t } = useTranslation();
  const texts = useImportText();
  const fieldOf = (column: number) => mapping.find((m) => m.Column === column)?.Field ?? '';
  const set = (column: number, field: ImportField | '') => {
    const rest = mapping.filter((m) => m.Column !== column && m.Field !== field);
    onChange(field ? [...rest, { Column: column, Field: field }].sort((a, b) => a.Column - b.Column) : rest);
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
                    value={fieldOf(c)}
                    onChange={(e) => set(c, e.target.value as ImportField | '')}
                  >
                    <option value="">{t('audience.import.skip')}</option>
                    {IMPORT_FIELDS.map((f) => (
                      <option key={f} value={f}>
                        {t(`audience.import.fields.${f}`)}
                      </option>
                    ))}
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
            const check = mapping.length ? checkImportRow(cells, mapping) : null;
            return (
              <tr key={i}>
                <td className="px-3 py-2 text-xs text-slate-500 tabular-nums">{firstRow + i}</td>
                {columns.map((c) => (
                  <td key={c} className="max-w-56 truncate px-3 py-2 text-slate-800" title={cells[c] ?? ''}>
                    {cells[c] ?? ''}
                  </td>
                ))}
                <td className={`px-3 py-2 ${check && !check.ok ? 'text-red-700' : 'text-emerald-700'}`}>
                  {check === null ? '' : check.ok ? t('audience.import.rowOk') : texts.reason(check.reason, ImportRejectReason[check.reason])}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
