import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { canonicalJson } from '../../../../contract/canonicalJson';
import type { SmsTemplate } from '../../../../contract/entities/sms';
import { online, searchMirroredTemplates } from '../../../offline';
import { callAction, NetworkError } from '../../../session';
import { hasPendingReview, mirroredPage, queryParams, type TemplateFilters } from './templateListQuery';

/** While a template is in review the list looks again this often, so its new state shows by itself. */
export const REVIEW_POLL_MS = 5_000;
/** Showing the offline copy while the browser says it is online: try the gateway again this often. */
export const OFFLINE_RETRY_MS = 10_000;

export interface TemplateListState {
  data: { Total: number; Templates: SmsTemplate[] } | null;
  loading: boolean;
  /** The rows are the offline copy (the gateway could not be reached). */
  offline: boolean;
  /** The gateway refused (its toast was shown); the previous rows are kept. */
  failed: boolean;
  reload: () => void;
}

/** Failed because there is no network: offline browser or no answer at all. */
function isOfflineFailure(err: unknown): boolean {
  return err instanceof NetworkError || !online.value || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/**
 * One page of the caller's templates (QueryUSMSTemplate). Offline, the templates mirrored in
 * IndexedDB are searched instead; the worker's stored answer, when it has one, arrives as a normal
 * answer. Coming back online loads again.
 */
export function useTemplateList(filters: TemplateFilters, page: number, pageSize: number): TemplateListState {
  useSignals();
  const isOnline = online.value;
  const [data, setData] = useState<TemplateListState['data']>(null);
  const [loading, setLoading] = useState(true);
  const [offline, setOffline] = useState(false);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);
  const request = { filters, page, pageSize };
  const latest = useRef(request);
  latest.current = request;
  const key = canonicalJson(request);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      const { filters: f, page: p, pageSize: size } = latest.current;
      setLoading(true);
      try {
        const answer = await callAction('QueryUSMSTemplate', queryParams(f, p, size));
        if (!live) return;
        setData(answer);
        setOffline(false);
        setFailed(false);
        if (hasPendingReview(answer.Templates)) timer = setTimeout(() => void run(), REVIEW_POLL_MS);
      } catch (err) {
        if (!live) return;
        if (!isOfflineFailure(err)) {
          setFailed(true);
          return;
        }
        const rows = await searchMirroredTemplates('sms', f.keyword).catch(() => []);
        if (!live) return;
        setData(mirroredPage(rows.map((r) => r.data), f, p, size));
        setOffline(true);
        setFailed(false);
        // Back online (or never really offline: the gateway was unreachable): look again soon.
        if (typeof navigator === 'undefined' || navigator.onLine) timer = setTimeout(() => void run(), OFFLINE_RETRY_MS);
      } finally {
        if (live) setLoading(false);
      }
    };
    void run();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [key, tick, isOnline]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, loading, offline, failed, reload };
}
