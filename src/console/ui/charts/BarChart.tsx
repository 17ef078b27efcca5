import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartColor, chartPalette, useShownTheme, withAlpha } from './chartTheme';

export interface BarChartProps {
  /** Unix seconds of each bucket. */
  times: readonly number[];
  values: readonly number[];
  /** Label of the series (tooltip / legend). */
  label: string;
  formatValue: (v: number) => string;
  formatTime: (t: number) => string;
  height?: number;
  /** Allowed tick steps of the value axis (e.g. whole cents for money). */
  yIncrs?: readonly number[];
  /** Top of the value axis when every value is 0. */
  emptyMax?: number;
  /** The bars' colour (a chart colour follows the theme). */
  color?: string;
}

/** A responsive uPlot bar chart in the theme's colours (redrawn when it changes); the caller gives an accessible text alternative next to it. */
export function BarChart({ times, values, label, formatValue, formatTime, height = 240, yIncrs, emptyMax = 1, color = chartColor('indigo') }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useShownTheme();
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const colors = chartPalette();
    const bar = colors.resolve(color);
    const bars = uPlot.paths.bars!({ size: [0.6, 48] });
    const plot = new uPlot(
      {
        width: el.clientWidth || 600,
        height,
        legend: { show: false },
        cursor: { points: { show: false } },
        // Half a bucket of room at both ends, so the first and last bars are not cut in half.
        scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : emptyMax] } },
        axes: [
          { stroke: colors.axis, ticks: { stroke: colors.grid }, grid: { show: false }, values: (_u, splits) => splits.map((i) => (times[i] !== undefined ? formatTime(times[i]!) : '')) },
          {
            stroke: colors.axis,
            ticks: { stroke: colors.grid },
            grid: { stroke: colors.grid },
            size: 70,
            ...(yIncrs ? { incrs: [...yIncrs] } : {}),
            values: (_u, splits) => splits.map((v) => formatValue(Math.round(v))),
          },
        ],
        series: [{}, { label, stroke: bar, fill: withAlpha(bar, 0.55), paths: bars, points: { show: false } }],
      },
      [times.map((_t, i) => i), [...values]],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [times, values, label, formatValue, formatTime, height, yIncrs, emptyMax, color, theme]);
  return <div ref={box} aria-hidden="true" className="w-full" />;
}
