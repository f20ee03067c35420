import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { fieldErrorsOf } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminMentor, useCreateMentor, useUpdateMentor } from '@/features/mentors/admin/api/admin-mentors';
import { bodyOf, MENTOR_FORM_WORDS, MentorForm, valuesOf } from '@/features/mentors/admin/components/mentor-form';

/** /admin/mentors/new: link an existing member by e-mail, or invite the address. */
export function AdminMentorNewPage() {
  const { t } = useTranslation(['mentors', 'routes']);
  useDocumentTitle(t('routes:adminMentorsNew.title'));
  const navigate = useNavigate();
  const create = useCreateMentor();
  return (
    <>
      <PageHeader title={t('routes:adminMentorsNew.title')} description={t('form.newDescription')} />
      <MentorForm
        initial={valuesOf()}
        creating
        errors={fieldErrorsOf(create.error, t, MENTOR_FORM_WORDS)}
        pending={create.isPending}
        submitLabel={t('form.create')}
        onSubmit={(values) =>
          create.mutate(
            { email: values.email.trim(), ...bodyOf(values) },
            {
              onSuccess: (detail) => {
                toast.success(t(detail.mentor.status === 'invited' ? 'form.invited' : 'form.created'));
                navigate(`/admin/mentors/${detail.mentor.id}`);
              },
            },
          )
        }
      />
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
        <EditForm id={detail.data.mentor.id} initial={valuesOf(detail.data.mentor)} />
      )}
    </>
  );
}

function EditForm({ id, initial }: { id: string; initial: ReturnType<typeof valuesOf> }) {
  const { t } = useTranslation('mentors');
  const navigate = useNavigate();
  const update = useUpdateMentor(id);
  return (
    <MentorForm
      initial={initial}
      creating={false}
      errors={fieldErrorsOf(update.error, t, MENTOR_FORM_WORDS)}
      pending={update.isPending}
      submitLabel={t('form.save')}
      onSubmit={(values) =>
        update.mutate(bodyOf(values), {
          onSuccess: () => {
            toast.success(t('form.saved'));
            navigate(`/admin/mentors/${id}`);
          },
        })
      }
    />
  );
}
