/** Axis ticks for the SVG charts: round steps (1, 2, 2.5 or 5 times a power of ten) covering [min, max]. */
export function niceTicks(min: number, max: number, count: number): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  const span = max - min || Math.abs(max) || 1;
  const rough = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough)!;
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let value = start; value < max + step - 1e-9; value += step) ticks.push(Math.round(value * 1e6) / 1e6);
  return ticks.length > 1 ? ticks : [start, start + step];
}

/** Up to `count` of the data's own times, evenly spread and always with the first and the last. */
export function timeTicks(x: readonly number[], count: number): number[] {
  if (x.length <= count) return [...x];
  const step = (x.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => x[Math.round(i * step)]!);
}
