import { useSyncExternalStore } from 'react';

/** The colours of charts, each a CSS variable of `chartColors.css` with a light and a dark value. */
export const CHART_COLORS = ['indigo', 'emerald', 'red', 'amber', 'violet', 'slate', 'sky'] as const;
export type ChartColor = (typeof CHART_COLORS)[number];

/** A chart colour as CSS (`var(--chart-red)`): HTML swatches and bars follow the theme by themselves. */
export function chartColor(color: ChartColor): string {
  return `var(--chart-${color})`;
}

const VAR_RE = /^var\((--[a-z0-9-]+)\)$/i;

/**
 * A colour a canvas can draw with: `var(--name)` is looked up on <html> (in the theme shown now),
 * anything else is already a colour. `lookup` is the computed style's getPropertyValue.
 */
export function resolveColor(value: string, lookup: (name: string) => string): string {
  const m = VAR_RE.exec(value.trim());
  if (!m) return value;
  return lookup(m[1]!).trim() || value;
}

/** `#rrggbb` with an opacity (bar fills); other colours are returned unchanged. */
export function withAlpha(color: string, alpha: number): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return color;
  return `${color}${Math.round(Math.min(1, Math.max(0, alpha)) * 255).toString(16).padStart(2, '0')}`;
}

/** What a uPlot chart draws with in the theme shown now: axis text, grid lines, and its series colours resolved. */
export function chartPalette(): { axis: string; grid: string; resolve: (color: string) => string } {
  const style = typeof document === 'undefined' ? null : getComputedStyle(document.documentElement);
  const lookup = (name: string) => style?.getPropertyValue(name) ?? '';
  const resolve = (color: string) => resolveColor(color, lookup);
  return { axis: resolve('var(--chart-axis)'), grid: resolve('var(--chart-grid)'), resolve };
}

function subscribeTheme(onChange: () => void): () => void {
  if (typeof document === 'undefined' || typeof MutationObserver === 'undefined') return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

const shownTheme = () => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

/**
 * The theme on screen (`<html data-theme>`, set by lib/theme.ts for the reader's choice or the
 * system's): a chart lists it among its effect's inputs, so it draws again in the new colours.
 */
export function useShownTheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribeTheme, shownTheme, () => 'light');
}
