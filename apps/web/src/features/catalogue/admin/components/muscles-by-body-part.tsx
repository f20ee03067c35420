import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppLanguage } from '@/lib/use-app-language';
import { useReferences } from '../api/list-references';
import { LoadError } from './load-error';

/** Each body part as a card with its muscles and how many exercises use each. */
export function MusclesByBodyPart() {
  const { t } = useTranslation('adminCatalogue');
  const lang = useAppLanguage();
  const bodyParts = useReferences('body-parts', lang);
  const muscles = useReferences('muscles', lang);
  return (
    <>
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
