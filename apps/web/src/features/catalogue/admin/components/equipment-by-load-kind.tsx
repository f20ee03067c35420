import { EQUIPMENT_LOAD_KINDS } from '@lifeorbit/contracts/admin-catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardTitle } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppLanguage } from '@/lib/use-app-language';
import { useReferences } from '../api/list-references';
import { LoadError } from './load-error';

/** The equipment kinds at a glance, a card for each way of loading, each linking to its page. */
export function EquipmentByLoadKind() {
  const { t } = useTranslation('adminCatalogue');
  const lang = useAppLanguage();
  const equipment = useReferences('equipment', lang);
  return (
    <>
      {equipment.isError ? <LoadError error={equipment.error} onRetry={() => void equipment.refetch()} /> : null}
      {equipment.isPending ? (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {EQUIPMENT_LOAD_KINDS.map((kind) => {
          const items = equipment.data?.items.filter((item) => item.loadKind === kind) ?? [];
          if (!equipment.data) return null;
          return (
            <Card key={kind} className="p-4 md:p-4">
              <CardTitle className="text-base">
                {t(`loadKinds.${kind}`)}{' '}
                <span className="text-sm font-normal text-muted tabular-nums">· {items.length}</span>
              </CardTitle>
              <p className="mt-1 text-xs text-muted">{t(`loadKindHints.${kind}`)}</p>
              {items.length === 0 ? (
                <p className="mt-2 text-sm text-muted">{t('setupEquipment.none')}</p>
              ) : (
                <ul className="mt-2 divide-y divide-border text-sm">
                  {items.map((item) => (
                    <li key={item.id} className="flex min-h-11 flex-wrap items-center gap-2 py-1">
                      <Link to={`/admin/equipment/${item.id}/edit`} className="text-accent hover:underline">
                        {item.name}
                      </Link>
                      {item.barType ? <Chip>{t(`barTypes.${item.barType}`)}</Chip> : null}
                      <span className="ml-auto text-xs text-muted tabular-nums">
                        {t('setupEquipment.gripsAndUse', {
                          grips: item.gripIds?.length ?? 0,
                          exercises: item.exerciseCount,
                        })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          );
        })}
      </div>
    </>
  );
}
