import { type Signal, useSignal } from '@preact/signals-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { checkRecipientsOffThread, RecipientCheckError, type RecipientProgress } from './checkRecipientsOffThread';
import type { RecipientSummary } from './recipients';

/** Where the numbers come from: typed or pasted, a file, or the members of a group or segment (`useAudienceRecipients`). */
export type RecipientSource = 'paste' | 'file' | 'group' | 'segment';

/** Pasted text is checked this long after the last keystroke. */
export const PASTE_DEBOUNCE_MS = 300;

/** An uploaded list: the File while in memory, or the numbers a draft kept (file null). */
export interface UploadedList {
  name: string;
  file: File | null;
  restored: RecipientSummary | null;
}

export interface RecipientCheckState {
  summary: RecipientSummary | null;
  checking: boolean;
  /** A signal, so progress reports re-render only the progress bar, not the page. */
  progress: Signal<RecipientProgress | null>;
  /** A spec text ('File parsing failed', 'The file data is empty', …). */
  error: string | null;
}

type CheckResult = Omit<RecipientCheckState, 'progress'>;
const idle: CheckResult = { summary: null, checking: false, error: null };

/** Checks the pasted or uploaded recipients in the worker whenever they, the country or the supported countries change. */
export function useRecipientCheck(source: RecipientSource, text: string, upload: UploadedList | null, country: string, supported: readonly string[] | null): RecipientCheckState {
  const [state, setState] = useState<CheckResult>(idle);
  const progress = useSignal<RecipientProgress | null>(null);
  const supportedKey = supported ? supported.join(',') : '';
  const file = source === 'file' ? (upload?.file ?? null) : null;
  const restored = source === 'file' && upload && !upload.file ? upload.restored : null;
  const pasted = source === 'paste' ? text : '';
  /** The text last checked: typing waits for a pause, a new country or price list re-checks at once. */
  const lastText = useRef<string | null>(null);

  useEffect(() => {
    // A group or segment is counted by the gateway, not checked here.
    if (source === 'group' || source === 'segment') {
      setState(idle);
      return;
    }
    if (source === 'file' && !file) {
      setState({ ...idle, summary: restored });
      return;
    }
    if (source === 'paste' && pasted.trim() === '') {
      lastText.current = pasted;
      setState(idle);
      return;
    }
    let live = true;
    progress.value = null;
    setState((s) => ({ ...s, checking: true, error: null }));
    const options = { defaultCountry: country || undefined, supported: supportedKey ? supportedKey.split(',') : null };
    const run = () =>
      checkRecipientsOffThread(file ? { type: 'file', file } : { type: 'text', text: pasted }, options, (p) => {
          if (live) progress.value = p;
        }).then(
        (summary) => {
          if (live && summary) setState({ summary, checking: false, error: null });
        },
        (err: unknown) => {
          if (live) setState({ summary: null, checking: false, error: err instanceof RecipientCheckError ? err.message : String(err) });
        },
      );
    const typed = !file && lastText.current !== pasted;
    lastText.current = file ? null : pasted;
    const timer = typed ? setTimeout(() => void run(), PASTE_DEBOUNCE_MS) : null;
    if (!typed) void run();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [source, pasted, file, restored, country, supportedKey, progress]);

  return useMemo(() => ({ ...state, progress }), [state, progress]);
}

/** Share of the work done, 0-100: reading a file is the first tenth, checking the rest. */
export function progressPercent(p: RecipientProgress | null): number {
  if (!p) return 0;
  if (p.phase === 'read') return 5;
  return Math.round(10 + (90 * p.done) / Math.max(1, p.total));
}
