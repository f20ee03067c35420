import { LIFE_COLOR_PATTERN } from '@lifeorbit/contracts/admin-life-areas';

/**
 * A category's colour is stored as HSL components ("152 65% 45%", DESIGN.md); the browser's colour picker speaks
 * hex. These convert between the two, rounding to whole degrees and percents.
 */
export function isLifeColor(value: string): boolean {
  return LIFE_COLOR_PATTERN.test(value.trim());
}

export function hslToHex(components: string): string | null {
  if (!isLifeColor(components)) return null;
  const [h, s, l] = components.trim().replace(/%/g, '').split(' ').map(Number) as [number, number, number];
  const saturation = s / 100;
  const lightness = l / 100;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function hexToHsl(hex: string): string | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  let hue = 0;
  let saturation = 0;
  if (delta > 0) {
    saturation = delta / (1 - Math.abs(2 * lightness - 1));
    if (max === r) hue = 60 * (((g - b) / delta + 6) % 6);
    else if (max === g) hue = 60 * ((b - r) / delta + 2);
    else hue = 60 * ((r - g) / delta + 4);
  }
  return `${Math.round(hue) % 360} ${Math.round(saturation * 100)}% ${Math.round(lightness * 100)}%`;
}
