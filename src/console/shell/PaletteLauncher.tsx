import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../i18n/areaTexts';
import { isPaletteKey } from './paletteHotkey';

/** The palette and its texts are a chunk of their own, fetched on the first open (not at start-up). */
const CommandPalette = lazy(async () => {
  const [m, texts] = await Promise.all([import('./CommandPalette'), import('./paletteTexts')]);
  await registerAreaTexts(texts.paletteTexts);
  return { default: m.CommandPalette };
});

/** The top bar's search button and the key listener (Ctrl/Cmd+K, '/'): all the palette costs at start-up. */
export function PaletteLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted once opened, so closing keeps the loaded chunk and reopening is instant.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPaletteKey(e, e.target)) return;
      e.preventDefault();
      setLoaded(true);
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-label={t('shell.search')}
        title={t('shell.search')}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="inline-flex items-center gap-1.5 rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          <path fillRule="evenodd" d="M9 3.5a5.5 5.5 0 100 11 5.5 5.5 0 000-11zM2 9a7 7 0 1112.45 4.39l3.58 3.58a.75.75 0 11-1.06 1.06l-3.58-3.58A7 7 0 012 9z" clipRule="evenodd" />
        </svg>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
