import type { QualityCheck } from '@lifeorbit/contracts/admin-catalogue';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';

/** One data check: what it looks for and what it found (the first few of them). */
export function QualityCheckCard({ check }: { check: QualityCheck }) {
  const { t } = useTranslation('adminCatalogue');
  const ok = check.count === 0;
  return (
    <Card className="p-4 md:p-4">
      <div className="flex items-start gap-3">
        {ok ? (
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent" strokeWidth={1.75} aria-hidden />
        ) : (
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-warning" strokeWidth={1.75} aria-hidden />
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">{t(`quality.checks.${check.key}.title`)}</h3>
          <p className="text-sm text-muted">{t(`quality.checks.${check.key}.description`)}</p>
          <p className={ok ? 'mt-2 text-sm text-accent' : 'mt-2 text-sm text-warning'}>
            {ok ? t('quality.none') : t('quality.found', { count: check.count })}
          </p>
          {check.items.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-1 text-sm">
              {check.items.map((item) => (
                <li key={`${item.id}-${item.detail ?? ''}`} className="rounded-full border border-border px-2 py-0.5">
                  {item.name}
                  {item.detail ? <span className="ml-1 text-xs text-muted tabular-nums">{item.detail}</span> : null}
                </li>
              ))}
              {check.count > check.items.length ? (
                <li className="px-2 py-0.5 text-muted">
                  {t('quality.more', { count: check.count - check.items.length })}
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
