import { useTranslation } from 'react-i18next';
import { AddButton } from '@/components/ui/add-button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MentorList } from '@/features/mentors/admin/components/mentor-list';
import { ReviewQueue } from '@/features/mentors/admin/components/review-queue';

/** /admin/mentors: every mentor (and invitation) with search, a new mentor, and the review queue of members' items. */
export function AdminMentorsPage() {
  const { t } = useTranslation(['mentors', 'routes', 'common']);
  useDocumentTitle(t('routes:adminMentors.title'));
  return (
    <>
      <PageHeader
        title={t('routes:adminMentors.title')}
        description={t('admin.description')}
        actions={<AddButton to="/admin/mentors/new">{t('admin.new')}</AddButton>}
      />
      <div className="flex flex-col gap-8">
        <section aria-labelledby="mentors-list" className="flex flex-col gap-3">
          <h2 id="mentors-list" className="text-lg font-semibold">
            {t('admin.listTitle')}
          </h2>
          <MentorList />
        </section>
        <ReviewQueue />
      </div>
    </>
  );
}
