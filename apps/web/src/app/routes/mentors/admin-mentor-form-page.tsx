import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminMentor } from '@/features/mentors/admin/api/get-admin-mentor';
import { EditMentorForm } from '@/features/mentors/admin/components/edit-mentor-form';
import { valuesOf } from '@/features/mentors/admin/components/mentor-form';
import { NewMentorForm } from '@/features/mentors/admin/components/new-mentor-form';

/** /admin/mentors/new: link an existing member by e-mail, or invite the address. */
export function AdminMentorNewPage() {
  const { t } = useTranslation(['mentors', 'routes']);
  useDocumentTitle(t('routes:adminMentorsNew.title'));
  return (
    <>
      <PageHeader title={t('routes:adminMentorsNew.title')} description={t('form.newDescription')} />
      <NewMentorForm />
    </>
  );
}

/** /admin/mentors/:id/edit: the mentor's profile. */
export function AdminMentorEditPage() {
  const { t } = useTranslation(['mentors', 'routes']);
  useDocumentTitle(t('routes:adminMentorEdit.title'));
  const { id } = useParams();
  const detail = useAdminMentor(id);
  return (
    <>
      <PageHeader
        title={
          detail.data
            ? t('form.editTitle', { name: detail.data.mentor.displayName })
            : t('routes:adminMentorEdit.title')
        }
        description={t('routes:adminMentorEdit.description')}
      />
      {detail.isPending ? (
        <Skeleton className="h-96 w-full max-w-2xl" />
      ) : detail.isError ? (
        <EmptyState
          icon={UserX}
          title={t('admin.notFoundTitle')}
          description={t('admin.notFoundText')}
          action={<Link to="/admin/mentors">{t('admin.backToList')}</Link>}
        />
      ) : (
        <EditMentorForm id={detail.data.mentor.id} initial={valuesOf(detail.data.mentor)} />
      )}
    </>
  );
}
