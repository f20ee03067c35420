import { distanceForDisplay } from '@lifeorbit/domain';
import { formatDecimal } from '@/lib/decimal-format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "9.01 km", "0.5 mi", "800 m": a distance of an import in the member's units (km or mi, as their weights go). */
export function importDistanceText(metres: number, unit: 'kg' | 'lb', lang: string, t: Translate): string {
  const shown = distanceForDisplay(metres, unit);
  return t('import.distance', { value: formatDecimal(shown.value, lang, 2), unit: t(`import.units.${shown.unit}`) });
}

/** "Read 1,204 records so far (12.3 MB)": how far the server has read an uploaded file. */
export function readingText(progress: { rowsRead: number; bytesRead: number }, lang: string, t: Translate): string {
  return t('import.reading', {
    count: progress.rowsRead,
    rows: formatDecimal(progress.rowsRead, lang, 0),
    mb: formatDecimal(progress.bytesRead / (1024 * 1024), lang, 1),
  });
}
