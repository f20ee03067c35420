/**
 * An activity's track as an SVG path (issue 42), with no map tiles: an equirectangular projection (longitude scaled by
 * the cosine of the track's mean latitude, so a kilometre east is as long as a kilometre north), fitted into a viewBox
 * of a fixed width with a margin, north up. Its height follows the track's shape, within bounds, so a long straight
 * run does not become a thin line.
 */
export interface RouteGeometry {
  width: number;
  height: number;
  /** "M x y L x y ..." in viewBox units; empty for fewer than two points. */
  path: string;
  start: { x: number; y: number };
  end: { x: number; y: number };
}

const WIDTH = 320;
const MIN_HEIGHT = 160;
const MAX_HEIGHT = 320;
const MARGIN = 16;

const round = (n: number) => Math.round(n * 10) / 10;

export function routeGeometry(route: readonly (readonly [number, number])[]): RouteGeometry | null {
  if (route.length < 2) return null;
  const meanLat = route.reduce((sum, [lat]) => sum + lat, 0) / route.length;
  const xScale = Math.cos((meanLat * Math.PI) / 180);
  const points = route.map(([lat, lon]) => ({ x: lon * xScale, y: -lat }));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  if (spanX === 0 && spanY === 0) return null;

  const inner = WIDTH - 2 * MARGIN;
  const height = Math.min(
    MAX_HEIGHT,
    Math.max(MIN_HEIGHT, spanX === 0 ? MAX_HEIGHT : (inner * spanY) / spanX + 2 * MARGIN),
  );
  const scale = Math.min(
    spanX === 0 ? Infinity : inner / spanX,
    spanY === 0 ? Infinity : (height - 2 * MARGIN) / spanY,
  );
  // Centred in the room the other axis leaves.
  const offsetX = (WIDTH - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  const projected = points.map((p) => ({
    x: round(offsetX + (p.x - minX) * scale),
    y: round(offsetY + (p.y - minY) * scale),
  }));
  const path = projected.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
  return { width: WIDTH, height: round(height), path, start: projected[0]!, end: projected.at(-1)! };
}
