import { useCallback, useEffect, useRef, useState } from 'react';
import { canonicalJson } from '../../contract/canonicalJson';
import { currentUserId } from './currentUser';
import { deleteDraft, loadDraft, saveDraft, setPendingSave } from './draftStore';
import { reportStorageError } from './reportStorageError';

export const DRAFT_DEBOUNCE_MS = 600;

export interface DraftOptions<T> {
  /** Shown in the drafts list (e.g. the template name being typed). */
  title: string;
  /** Called once with the stored value when a draft exists for this form. */
  onRestore: (value: T) => void;
  /** Where the form lives; defaults to the current address. */
  route?: string;
  /** Fields never stored (passwords). */
  omit?: readonly (keyof T)[];
}

export interface DraftState {
  /** When the draft was last saved (ms), or null. */
  savedAt: number | null;
  /** A stored draft was restored into the form on load. */
  restoredAt: number | null;
  /** Call after a successful submit: the draft is gone. */
  clear: () => Promise<void>;
}

/**
 * Autosaves a create/edit form as a draft in IndexedDB (debounced), and restores it after a
 * reload, a crash or a day offline. Nothing is saved until the value differs from the form's
 * value when the draft was loaded, so merely opening a form leaves no draft.
 */
export function useDraft<T extends object>(formKey: string, value: T, opts: DraftOptions<T>): DraftState {
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const loaded = useRef(false);
  const pristine = useRef<string | null>(null);
  const latest = useRef({ value, opts });
  latest.current = { value, opts };
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const userId = currentUserId() ?? 0;
  const pendingKey = `${userId}:${formKey}`;

  const stored = (v: T) => {
    const copy = { ...v } as Record<string, unknown>;
    for (const k of latest.current.opts.omit ?? []) delete copy[k as string];
    return copy;
  };

  const saveNow = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setPendingSave(pendingKey, null);
    const { value: v, opts: o } = latest.current;
    if (!loaded.current || canonicalJson(stored(v)) === pristine.current) return;
    try {
      const rec = await saveDraft({ userId, formKey, title: o.title, route: o.route ?? window.location.pathname + window.location.search, value: stored(v) });
      setSavedAt(rec.updatedAt);
    } catch (err) {
      reportStorageError(err);
    }
  }, [pendingKey, userId, formKey]);

  // Load (and restore) once per form.
  useEffect(() => {
    let cancelled = false;
    loaded.current = false;
    void loadDraft(userId, formKey)
      .then((d) => {
        if (cancelled) return;
        if (d) {
          latest.current.opts.onRestore({ ...latest.current.value, ...(d.value as T) });
          setRestoredAt(d.updatedAt);
          setSavedAt(d.updatedAt);
          pristine.current = canonicalJson(d.value);
        } else {
          pristine.current = canonicalJson(stored(latest.current.value));
        }
        loaded.current = true;
      })
      .catch((err) => {
        reportStorageError(err);
        loaded.current = true;
      });
    return () => {
      cancelled = true;
    };
  }, [userId, formKey]);

  // Debounced save on every change.
  const serial = canonicalJson(value);
  useEffect(() => {
    if (!loaded.current) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNow(), DRAFT_DEBOUNCE_MS);
    setPendingSave(pendingKey, saveNow);
  }, [serial, saveNow, pendingKey]);

  // Leaving the page or the form: save what is pending now.
  useEffect(() => {
    const onHide = () => {
      if (timer.current) void saveNow();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      if (timer.current) void saveNow();
    };
  }, [saveNow]);

  const clear = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setPendingSave(pendingKey, null);
    pristine.current = canonicalJson(stored(latest.current.value));
    await deleteDraft(userId, formKey).catch(reportStorageError);
    setSavedAt(null);
  }, [pendingKey, userId, formKey]);

  return { savedAt, restoredAt, clear };
}
