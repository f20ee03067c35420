import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Chip } from '@/components/ui/chip';
import { Card, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useReferences } from '@/features/catalogue/admin/api/list-references';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { LoadError } from '@/features/catalogue/admin/components/load-error';
import { ReferenceList } from '@/features/catalogue/admin/components/reference-list';
import { useAppLanguage } from '@/lib/use-app-language';

/** /admin/setup/body-taxonomy: body parts, and the muscles in each. */
export function AdminBodyTaxonomyPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const lang = useAppLanguage();
  const bodyParts = useReferences('body-parts', lang);
  const muscles = useReferences('muscles', lang);
  return (
    <>
      <AdminPageHeader title={t('routes:adminBodyTaxonomy.title')} description={t('pages.bodyTaxonomy')} />
      <h2 className="mb-2 text-lg font-semibold">{t('kinds.body-parts')}</h2>
      <ReferenceList kind="body-parts" />
      <h2 className="mt-8 mb-1 text-lg font-semibold">{t('bodyTaxonomy.musclesByPart')}</h2>
      <p className="mb-3 text-sm text-muted">
        {t('bodyTaxonomy.editMuscles')}{' '}
        <Link to="/admin/muscles" className="text-accent underline underline-offset-2">
          {t('routes:adminMuscles.title')}
        </Link>
      </p>
      {muscles.isError ? <LoadError error={muscles.error} onRetry={() => void muscles.refetch()} /> : null}
      {bodyParts.isPending || muscles.isPending ? (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {bodyParts.data?.items.map((part) => {
            const inPart = muscles.data?.items.filter((m) => m.bodyPartId === part.id) ?? [];
            return (
              <Card key={part.id} className="p-4 md:p-4">
                <CardTitle className="text-base">
                  {part.name}{' '}
                  <span className="text-sm font-normal text-muted tabular-nums">
                    · {t('bodyTaxonomy.muscleCount', { count: inPart.length })}
                  </span>
                </CardTitle>
                {inPart.length === 0 ? (
                  <p className="mt-2 text-sm text-muted">{t('bodyTaxonomy.noMuscles')}</p>
                ) : (
                  <ul className="mt-2 flex flex-wrap gap-1">
                    {inPart.map((muscle) => (
                      <li key={muscle.id}>
                        <Chip>
                          {muscle.name}
                          <span className="tabular-nums">· {muscle.exerciseCount}</span>
                        </Chip>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            );
          })}
        </div>
      )}
    </>
  );
}
