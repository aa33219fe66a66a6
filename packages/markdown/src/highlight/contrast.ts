/** Colour arithmetic for WCAG contrast checks (sRGB, alpha ignored). */

export type Rgb = [number, number, number];

/** Parses `#rgb`, `#rrggbb` (with or without alpha), `rgb(r, g, b)` and `hsl(h, s%, l%)`; undefined for anything else. */
export function parseColor(text: string): Rgb | undefined {
  const value = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})(?:[0-9a-f]{1,2})?$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const hsl = /^hsla?\(\s*([\d.]+)(?:deg)?\s*[, ]\s*([\d.]+)%\s*[, ]\s*([\d.]+)%/.exec(value);
  return hsl ? hslToRgb(Number(hsl[1]), Number(hsl[2]) / 100, Number(hsl[3]) / 100) : undefined;
}

/** sRGB of an HSL colour (hue in degrees, saturation and lightness 0 to 1), as CSS defines it. */
function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** `#rrggbb`. */
export function formatColor([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance. */
export function luminance(color: Rgb): number {
  const [r, g, b] = color.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Moves `color` toward black (light backgrounds) or white (dark ones) in small steps until it
 * reaches `minRatio` against every background; returns it unchanged when it already does.
 */
export function ensureContrast(color: Rgb, backgrounds: readonly Rgb[], minRatio: number): Rgb {
  const first = backgrounds[0];
  if (!first) return color;
  const target: Rgb = luminance(first) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  let current = color;
  for (let step = 1; step <= 20 && backgrounds.some((bg) => contrastRatio(current, bg) < minRatio); step++) {
    const t = step / 20;
    current = color.map((c, i) => c + ((target[i] ?? 0) - c) * t) as Rgb;
  }
  return current.map(Math.round) as Rgb;
}
