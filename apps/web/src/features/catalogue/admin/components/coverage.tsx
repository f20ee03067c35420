import type { LanguageCode } from '@lifeorbit/contracts';
import type { TranslationCoverageResponse, TranslationTable } from '@lifeorbit/contracts/admin-catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { LANGUAGES } from '@/lib/i18n';
import { numberFormat } from '@/lib/intl';

/** One language's coverage: the percentage as a number and a bar (green when complete). */
export function CoverageBar({ percent, label }: { percent: number; label: string }) {
  const { i18n } = useTranslation();
  const text = `${numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(percent)}%`;
  return (
    <div className="flex min-w-28 items-center gap-2">
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 flex-1 overflow-hidden rounded-full bg-raised"
      >
        <div
          className={cn('h-full rounded-full', percent >= 100 ? 'bg-accent' : 'bg-warning')}
          style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
        />
      </div>
      <span className="w-14 text-right text-xs tabular-nums">{text}</span>
    </div>
  );
}

/** Coverage per table and language, with the totals; each table links to its translations when `linkFor` is given. */
export function CoverageTable({
  coverage,
  linkFor,
}: {
  coverage: TranslationCoverageResponse;
  linkFor?: (table: TranslationTable) => string;
}) {
  const { t } = useTranslation('adminCatalogue');
  const columns = [t('translations.table'), t('translations.rows'), ...LANGUAGES.map((c) => t(`languages.${c}`))];
  const cell = (code: LanguageCode, translated: number, total: number, percent: number, what: string) => (
    <td key={code} className="px-3 py-2">
      <CoverageBar
        percent={percent}
        label={t('translations.coverageOf', { what, language: t(`languagesInText.${code}`) })}
      />
      <span className="text-xs text-muted tabular-nums">{t('translations.countOf', { count: translated, total })}</span>
    </td>
  );
  return (
    <DataTable caption={t('translations.coverageTitle')} columns={columns} emptyText="">
      {coverage.tables.map((row) => {
        const label = t(`tables.${row.table}`);
        return (
          <tr key={row.table}>
            <th scope="row" className="px-3 py-2 text-left font-medium">
              {linkFor ? (
                <Link className="text-accent hover:underline" to={linkFor(row.table)}>
                  {label}
                </Link>
              ) : (
                label
              )}
            </th>
            <td className="px-3 py-2 tabular-nums">{row.total}</td>
            {LANGUAGES.map((code) => cell(code, row.translated[code], row.total, row.percent[code], label))}
          </tr>
        );
      })}
      <tr className="bg-raised/40 font-semibold">
        <th scope="row" className="px-3 py-2 text-left">
          {t('translations.overall')}
        </th>
        <td className="px-3 py-2 tabular-nums">{coverage.overall.total}</td>
        {LANGUAGES.map((code) =>
          cell(
            code,
            coverage.overall.translated[code],
            coverage.overall.total,
            coverage.overall.percent[code],
            t('translations.overall'),
          ),
        )}
      </tr>
    </DataTable>
  );
}
