import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorsOf } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { useUpdateMentor } from '../api/update-mentor';
import { bodyOf, MENTOR_FORM_WORDS, MentorForm, type valuesOf } from './mentor-form';

/** A mentor's profile, saved; then the mentor's page. */
export function EditMentorForm({ id, initial }: { id: string; initial: ReturnType<typeof valuesOf> }) {
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
