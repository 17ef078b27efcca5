import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHART_COLORS, chartColor, resolveColor, withAlpha } from './chartTheme';

const css = readFileSync(resolve(import.meta.dirname, 'chartColors.css'), 'utf8');
const styles = readFileSync(resolve(import.meta.dirname, '../../styles.css'), 'utf8');

/** The custom properties of the first block whose selector is `selector`. */
function block(source: string, selector: string): Record<string, string> {
  const start = source.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const body = source.slice(start, source.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

type Rgb = [number, number, number];
const hex = (h: string): Rgb => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as Rgb;
/** oklch(L% C H) to sRGB in 0..1 (Björn Ottosson's OKLab). */
function oklch(value: string): Rgb {
  const [l, c, h] = /oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)/.exec(value)!.slice(1).map(Number) as [number, number, number];
  const L = l / 100;
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l_ = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const lin = [4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_, -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_, -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_];
  return lin.map((v) => Math.min(1, Math.max(0, v > 0.0031308 ? 1.055 * v ** (1 / 2.4) - 0.055 : 12.92 * v))) as Rgb;
}
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (x: Rgb, y: Rgb) => {
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('chart colours', () => {
  const light = block(css, ':root');
  const dark = block(css, ":root[data-theme='dark']");
  const darkTheme = block(styles, ":root[data-theme='dark']");
  // Backgrounds a chart sits on: the card and the page, in each theme.
  const backgrounds = {
    light: [hex('#ffffff'), hex('#f8fafc')],
    dark: [oklch(darkTheme['--surface']!), oklch(darkTheme['--color-slate-50']!)],
  };

  it('defines every colour, the axis and the grid in both themes', () => {
    for (const name of [...CHART_COLORS.map((c) => `--chart-${c}`), '--chart-axis', '--chart-grid']) {
      expect(light[name], name).toMatch(/^#[0-9a-f]{6}$/);
      expect(dark[name], name).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('keeps lines, swatches and axis text at 3:1 or more against the card and the page in both themes (WCAG 1.4.11)', () => {
    for (const [theme, vars] of [['light', light], ['dark', dark]] as const) {
      for (const name of [...CHART_COLORS.map((c) => `--chart-${c}`), '--chart-axis']) {
        for (const bg of backgrounds[theme]) expect(contrast(hex(vars[name]!), bg), `${theme} ${name}`).toBeGreaterThanOrEqual(3);
      }
    }
    // The light colours would not do on the dark card: the point of the dark set.
    expect(contrast(hex(light['--chart-indigo']!), backgrounds.dark[0]!)).toBeLessThan(3);
  });

  it('resolves a chart colour for a canvas from the theme shown, and adds opacity to bar fills', () => {
    const lookup = (name: string) => (name === '--chart-red' ? ' #f87171' : '');
    expect(chartColor('red')).toBe('var(--chart-red)');
    expect(resolveColor(chartColor('red'), lookup)).toBe('#f87171');
    expect(resolveColor('#123456', lookup)).toBe('#123456');
    expect(resolveColor('var(--chart-unknown)', lookup)).toBe('var(--chart-unknown)');
    expect(withAlpha('#4f46e5', 0.55)).toBe('#4f46e58c');
    expect(withAlpha('rgb(1, 2, 3)', 0.5)).toBe('rgb(1, 2, 3)');
  });
});
