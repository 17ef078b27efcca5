import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../session';
import { Button } from '../../../ui/Button';
import { Pagination } from '../../../ui/Pagination';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { contactLabel } from '../contact/ContactTable';

const PAGE = 10;
const box = 'size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** Contacts searched on the server, ten at a time, ticked to be chosen (the choice survives searches and pages). */
export function ContactPicker({ chosen, onChange }: { chosen: ReadonlySet<string>; onChange: (ids: ReadonlySet<string>) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const list = useAction('ListContacts', { ...(keyword ? { Keyword: keyword } : {}), Offset: page * PAGE, Limit: PAGE });
  const rows = list.data?.Contacts ?? null;

  /** A search, never the surrounding form's submit. */
  function search(e: { preventDefault(): void }) {
    e.preventDefault();
    setKeyword(typed.trim());
    setPage(0);
  }

  return (
    <div className="space-y-3">
      <div role="search" className="flex flex-wrap items-end gap-2">
        <TextField
          className="min-w-0 flex-1"
          label={t('audience.common.keyword')}
          type="search"
          maxLength={100}
          value={typed}
          placeholder={t('audience.contact.keywordPlaceholder')}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') search(e);
          }}
        />
        <Button variant="secondary" onClick={search}>
          {t('audience.common.search')}
        </Button>
      </div>
      {rows === null ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('audience.list.noContacts')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={t('audience.list.pickerCaption')}>
          {rows.map((c) => (
            <li key={c.ContactId} className="px-3 py-2">
              <label className="flex items-center gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className={box}
                  checked={chosen.has(c.ContactId)}
                  onChange={(e) => {
                    const next = new Set(chosen);
                    if (e.target.checked) next.add(c.ContactId);
                    else next.delete(c.ContactId);
                    onChange(next);
                  }}
                />
                <span className="min-w-0 break-words">
                  <span className="font-medium">{contactLabel(c)}</span>
                  <span className="block text-xs text-slate-600">{[c.Email, c.Phone].filter(Boolean).join(' · ')}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.Total > PAGE && <Pagination page={page} pageSize={PAGE} total={list.data.Total} pageSizes={[PAGE]} onPage={setPage} onPageSize={() => undefined} />}
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('audience.list.chosen', { count: chosen.size })}
      </p>
    </div>
  );
}
