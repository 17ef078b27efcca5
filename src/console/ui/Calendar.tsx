import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampDay, isDay, monthWeeks, shiftDay } from '../lib/calendarMonth';
import { dateTimeFormat, localeOf } from '../lib/intl';

export interface CalendarProps {
  /** The chosen day (YYYY-MM-DD); anything else (empty, half typed) chooses none. */
  value: string;
  /** The day to show when nothing is chosen (today, usually). */
  fallback: string;
  min?: string | undefined;
  max?: string | undefined;
  onPick: (day: string) => void;
}

const moves: Record<string, [number, 'day' | 'month' | 'year']> = {
  ArrowLeft: [-1, 'day'],
  ArrowRight: [1, 'day'],
  ArrowUp: [-7, 'day'],
  ArrowDown: [7, 'day'],
  PageUp: [-1, 'month'],
  PageDown: [1, 'month'],
};

const navButton =
  'rounded-md p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A month of days to pick one from: weeks start on Sunday in English and Monday in Chinese, days
 * outside [min, max] cannot be picked. Keyboard: arrows move a day or a week, Page Up/Down a month,
 * Home/End the week's ends, Enter or Space picks; the focused day opens focused.
 */
export function Calendar({ value, fallback, min, max, onPick }: CalendarProps) {
  const { t, i18n } = useTranslation();
  const lang = localeOf(i18n.language);
  const weekStart = i18n.language === 'zh' ? 1 : 0;
  const [cursor, setCursor] = useState(() => clampDay(isDay(value) ? value : fallback, min, max));
  const grid = useRef<HTMLTableElement>(null);
  const weeks = useMemo(() => monthWeeks(cursor, weekStart), [cursor, weekStart]);
  const month = cursor.slice(0, 7);
  const title = dateTimeFormat(lang, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  const weekdays = weeks[0]!.map((d) => ({
    short: dateTimeFormat(lang, { weekday: 'narrow', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`)),
    long: dateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`)),
  }));
  const allowed = (d: string) => !(min && d < min) && !(max && d > max);
  const prevMonth = shiftDay(`${month}-01`, -1, 'day');
  const nextMonth = shiftDay(`${month}-01`, 1, 'month');

  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${cursor}"]`)?.focus({ preventScroll: true });
  }, [cursor]);

  const onKeyDown = (e: KeyboardEvent) => {
    const move = moves[e.key];
    let next: string | null = move ? shiftDay(cursor, move[0], move[1]) : null;
    if (e.key === 'Home') next = weeks.find((w) => w.includes(cursor))![0]!;
    if (e.key === 'End') next = weeks.find((w) => w.includes(cursor))![6]!;
    if (next === null) return;
    e.preventDefault();
    setCursor(clampDay(next, min, max));
  };

  return (
    <div className="w-72 p-3">
      <div className="mb-2 flex items-center justify-between">
        <button type="button" className={navButton} aria-label={t('datePicker.previousMonth')} disabled={Boolean(min && prevMonth < min)} onClick={() => setCursor(clampDay(shiftDay(cursor, -1, 'month'), min, max))}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d="M12.7 15.3a1 1 0 0 1-1.4 0l-4.6-4.6a1 1 0 0 1 0-1.4l4.6-4.6a1 1 0 1 1 1.4 1.4L8.8 10l3.9 3.9a1 1 0 0 1 0 1.4Z" />
          </svg>
        </button>
        <p className="text-sm font-semibold text-slate-900" aria-live="polite">
          {title}
        </p>
        <button type="button" className={navButton} aria-label={t('datePicker.nextMonth')} disabled={Boolean(max && nextMonth > max)} onClick={() => setCursor(clampDay(shiftDay(cursor, 1, 'month'), min, max))}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d="M7.3 4.7a1 1 0 0 1 1.4 0l4.6 4.6a1 1 0 0 1 0 1.4l-4.6 4.6a1 1 0 0 1-1.4-1.4l3.9-3.9-3.9-3.9a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      </div>
      <table ref={grid} role="grid" aria-label={title} className="w-full table-fixed border-collapse text-center text-sm" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w.long} scope="col" abbr={w.long} className="pb-1 text-xs font-medium text-slate-500">
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((d) => {
                const inMonth = d.startsWith(month);
                const chosen = d === value;
                const ok = allowed(d);
                return (
                  <td key={d} className="p-0.5" aria-selected={chosen}>
                    <button
                      type="button"
                      data-day={d}
                      tabIndex={d === cursor ? 0 : -1}
                      aria-disabled={ok ? undefined : true}
                      aria-current={d === fallback ? 'date' : undefined}
                      onClick={() => {
                        setCursor(d);
                        if (ok) onPick(d);
                      }}
                      className={`h-8 w-full rounded-md focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                        chosen ? 'bg-indigo-600 font-semibold text-white' : ok ? `${inMonth ? 'text-slate-900' : 'text-slate-500'} hover:bg-indigo-50` : 'cursor-not-allowed text-slate-400 line-through'
                      } ${d === fallback && !chosen ? 'ring-1 ring-indigo-400' : ''}`}
                    >
                      <span aria-hidden="true">{Number(d.slice(8))}</span>
                      <span className="sr-only">{d}</span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
