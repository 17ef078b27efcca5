import { useSignals } from '@preact/signals-react/runtime';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runGated } from '../access';
import { Languages, type Language } from '../i18n/language';
import { navigate } from '../lib/navigate';
import { localHref, routeHref } from '../lib/routeHref';
import { currentTheme, setTheme } from '../lib/theme';
import { routeTable } from '../routes/routeTable';
import { changeLanguage } from './changeLanguage';
import { hasRoute } from './hasRoute';
import { useDecide } from './useDecide';
import { searchEntities, type PaletteHit } from './searchEntities';

interface Entry {
  id: string;
  group: 'commands' | 'pages' | 'results';
  label: string;
  detail?: string;
  run: () => void;
}

const languageNames: Record<Language, string> = { en: 'English', zh: '简体中文' };

const matches = (text: string, query: string) => text.toLowerCase().includes(query.trim().toLowerCase());

/**
 * The command palette (Ctrl/Cmd+K, '/'): every page the reader may open (from the route table,
 * gates applied, titles in the reader's language), tasks, templates, conversations and contacts by name or number, and the
 * main commands. Keyboard only: type, arrows, Enter; Escape closes.
 */
export function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  useSignals();
  const { t, i18n } = useTranslation();
  const decide = useDecide();
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<PaletteHit[]>([]);
  const [searching, setSearching] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) setQuery('');
  }, [open]);

  // Entities: searched 250 ms after the last keystroke, the previous search aborted.
  useEffect(() => {
    setHits([]);
    setFailed(false);
    if (query.trim().length < 2) return;
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      setSearching(true);
      searchEntities(query, ctrl.signal).then(
        (found) => {
          if (ctrl.signal.aborted) return;
          setHits(found);
          setSearching(false);
        },
        () => {
          if (ctrl.signal.aborted) return;
          setFailed(true);
          setSearching(false);
        },
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
      setSearching(false);
    };
  }, [query]);

  const entries = useMemo((): Entry[] => {
    const other = Languages.find((l) => l !== i18n.language) ?? 'en';
    const commands: Entry[] = [
      ...(hasRoute(routeHref('/sms/sending')) ? [{ id: 'cmd-new-sms', group: 'commands' as const, label: t('palette.commands.newSms'), run: () => navigate(routeHref('/sms/sending')) }] : []),
      ...(hasRoute(routeHref('/sms/new-template')) ? [{ id: 'cmd-new-template', group: 'commands' as const, label: t('palette.commands.newTemplate'), run: () => navigate(routeHref('/sms/new-template')) }] : []),
      { id: 'cmd-language', group: 'commands', label: t('palette.commands.language', { language: languageNames[other] }), run: () => void changeLanguage(other) },
      {
        id: 'cmd-theme',
        group: 'commands',
        label: currentTheme() === 'dark' ? t('palette.commands.themeLight') : t('palette.commands.themeDark'),
        run: () => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'),
      },
    ];
    const pages: Entry[] = routeTable
      .filter((r) => r.layout === 'shell' && !r.redirect && !r.path.includes('{') && decide(r) !== 'hidden')
      .map((r) => ({
        id: `page-${r.path}`,
        group: 'pages',
        label: t(r.titleKey),
        run: () => {
          if (runGated(r)) navigate(localHref(r.path));
        },
      }));
    return [...commands, ...pages];
  }, [t, i18n.language, decide]);

  const shown: Entry[] = [
    ...entries.filter((e) => !query.trim() || matches(e.label, query)),
    ...hits.map((h): Entry => ({ id: h.id, group: 'results', label: h.label, detail: `${t(`palette.kinds.${h.kind}`)} · ${h.number}`, run: () => navigate(h.href) })),
  ];

  const choose = (entry: Entry | null) => {
    if (!entry) return;
    onClose();
    entry.run();
  };

  return (
    <Dialog open={open} onClose={onClose} className="relative z-[65]">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4 sm:pt-[12vh]">
        <DialogPanel className="mx-auto w-full max-w-xl overflow-hidden rounded-xl bg-white shadow-2xl">
          <DialogTitle className="sr-only">{t('palette.title')}</DialogTitle>
          <Combobox<Entry | null> value={null} onChange={choose}>
            <ComboboxInput
              autoFocus
              aria-label={t('palette.placeholder')}
              placeholder={t('palette.placeholder')}
              className="w-full border-0 border-b border-slate-200 bg-transparent px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
              onChange={(e) => setQuery(e.target.value)}
              value={query}
            />
            <ComboboxOptions static className="max-h-[60vh] overflow-y-auto p-2 text-sm">
              {(['commands', 'pages', 'results'] as const).map((group) => {
                const inGroup = shown.filter((e) => e.group === group);
                if (inGroup.length === 0) return null;
                return (
                  <div key={group} role="presentation">
                    <p role="presentation" className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
                      {t(`palette.groups.${group}`)}
                    </p>
                    {inGroup.map((entry) => (
                      <ComboboxOption key={entry.id} value={entry} className="flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-slate-800 data-[focus]:bg-indigo-50 data-[focus]:text-indigo-900">
                        <span className="truncate">{entry.label}</span>
                        {entry.detail && <span className="shrink-0 text-xs text-slate-600">{entry.detail}</span>}
                      </ComboboxOption>
                    ))}
                  </div>
                );
              })}
            </ComboboxOptions>
          </Combobox>
          <div aria-live="polite" className="px-4 pb-3 text-xs text-slate-600">
            {searching ? t('palette.searching') : failed ? t('palette.searchFailed') : shown.length === 0 ? t('palette.empty', { query }) : null}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
