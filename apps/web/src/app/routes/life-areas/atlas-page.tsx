import { isCategorySlug } from '@lifeorbit/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AtlasOverview } from '@/features/life-areas/components/atlas-overview';
import { CategoryMap } from '@/features/life-areas/components/category-map';

export function AtlasPage() {
  const { t } = useTranslation('routes');
  useDocumentTitle(t('atlas.title'));
  return (
    <>
      <PageHeader title={t('atlas.title')} description={t('atlas.description')} />
      <AtlasOverview />
    </>
  );
}

/** /atlas/{category}: the category's last path segment decides which map to show. */
export function AtlasCategoryPage() {
  const { pathname } = useLocation();
  const slug = pathname.split('/').filter(Boolean).at(-1);
  if (!isCategorySlug(slug)) return <Navigate to="/atlas" replace />;
  return <CategoryMap categorySlug={slug} />;
}

/** /area/{slug}: a category's map, or a subcategory's dashboard; anything else falls back to health (spec §3). */
export function AreaPage() {
  const { slug } = useParams();
  if (isCategorySlug(slug)) return <CategoryMap categorySlug={slug} />;
  if (slug) return <Navigate to={`/subcategory/${encodeURIComponent(slug)}`} replace />;
  return <CategoryMap categorySlug="health" />;
}
