import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface LineSeries {
  label: string;
  values: readonly number[];
  /** CSS colour of the line and its legend swatch. */
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
 * A responsive uPlot line chart of several series over category labels, with an HTML legend.
 * The caller gives an accessible text alternative next to it (a table or a summary).
 */
export function LineChart({ labels, series, formatValue = (v) => String(Math.round(v)), height = 260 }: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const plot = new uPlot(
      {
        width: el.clientWidth || 600,
        height,
        legend: { show: false },
        cursor: { points: { size: 6 } },
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] } },
        axes: [
          { stroke: '#475569', grid: { show: false }, values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')) },
          { stroke: '#475569', grid: { stroke: '#e2e8f0' }, size: 60, values: (_u, splits) => splits.map((v) => formatValue(v)) },
        ],
        series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: labels.length < 40 } }))],
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
  }, [labels, series, formatValue, height]);
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
