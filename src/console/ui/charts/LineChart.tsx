import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartPalette, useShownTheme } from './chartTheme';

export interface LineSeries {
  label: string;
  values: readonly number[];
  /** CSS colour of the line and its legend swatch: a chart colour (`chartColor('red')`) follows the theme. */
  color: string;
}

export interface LineChartProps {
  /** One label per point on the x axis ('2026-11-23', '2026-W47', '2026-11'). */
  labels: readonly string[];
  series: readonly LineSeries[];
  formatValue?: (v: number) => string;
  height?: number;
}

/**
 * A responsive uPlot line chart of several series over category labels, with an HTML legend, in
 * the colours of the theme shown (redrawn when it changes).
 * The caller gives an accessible text alternative next to it (a table or a summary).
 */
export function LineChart({ labels, series, formatValue = (v) => String(Math.round(v)), height = 260 }: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useShownTheme();
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const colors = chartPalette();
    const plot = new uPlot(
      {
        width: el.clientWidth || 600,
        height,
        legend: { show: false },
        cursor: { points: { size: 6 } },
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] } },
        axes: [
          { stroke: colors.axis, ticks: { stroke: colors.grid }, grid: { show: false }, values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')) },
          { stroke: colors.axis, ticks: { stroke: colors.grid }, grid: { stroke: colors.grid }, size: 60, values: (_u, splits) => splits.map((v) => formatValue(v)) },
        ],
        series: [{}, ...series.map((s) => ({ label: s.label, stroke: colors.resolve(s.color), width: 2, points: { show: labels.length < 40 } }))],
      },
      [labels.map((_l, i) => i), ...series.map((s) => [...s.values])],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
    // Drawn again in the other theme's colours when the theme changes.
  }, [labels, series, formatValue, height, theme]);
  return (
    <div>
      <ul className="mb-2 flex flex-wrap gap-4 text-xs text-slate-700" aria-hidden="true">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-1.5">
            <span className="inline-block h-2.5 w-2.5 rounded-full" style={{ background: s.color }} />
            {s.label}
          </li>
        ))}
      </ul>
      <div ref={box} aria-hidden="true" className="w-full" />
    </div>
  );
}
