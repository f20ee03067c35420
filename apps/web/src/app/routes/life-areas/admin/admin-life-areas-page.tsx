import { useTranslation } from 'react-i18next';
import { CategoryList } from '@/features/life-areas/admin/components/category-list';
import { LifeAreaHeader } from '@/features/life-areas/admin/components/life-area-header';

/** /admin/category: the six life categories in the order members see them, each with its subcategories. */
export function AdminLifeAreasPage() {
  const { t } = useTranslation(['adminLifeAreas', 'routes']);
  return (
    <>
      <LifeAreaHeader title={t('routes:adminLifeAreas.title')} description={t('routes:adminLifeAreas.description')} />
      <CategoryList />
    </>
  );
}
