import { Orbit } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { useSubcategoryLookup } from '@/features/life-areas/api/lookup-subcategory';

/**
 * /subcategory/{slug} (spec §2): looks up the subcategory and its category, then goes to /dashboard for health +
 * fitness-exercise and to /dashboard?cat={category}&sub={slug} for every other one.
 */
export function SubcategoryPage() {
  const { t } = useTranslation(['lifeAreas', 'common']);
  const { slug = '' } = useParams();
  const lookup = useSubcategoryLookup(slug);
  if (lookup.data) return <Navigate to={lookup.data.route} replace />;
  if (lookup.isError) {
    const missing = lookup.error instanceof ApiError && (lookup.error.status === 404 || lookup.error.status === 400);
    return (
      <EmptyState
        icon={Orbit}
        title={missing ? t('subcategory.notFoundTitle') : t('subcategory.failedTitle')}
        description={missing ? t('subcategory.notFoundDescription', { slug }) : t('common:errors.network')}
        action={
          missing ? (
            <Button asChild>
              <Link to="/planets">{t('subcategory.openHub')}</Link>
            </Button>
          ) : (
            <Button onClick={() => void lookup.refetch()}>{t('common:retry')}</Button>
          )
        }
      />
    );
  }
  return <Spinner label={t('subcategory.opening')} className="min-h-64" />;
}
