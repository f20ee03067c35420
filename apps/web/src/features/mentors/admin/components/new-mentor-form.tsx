import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorsOf } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { useCreateMentor } from '../api/create-mentor';
import { bodyOf, MENTOR_FORM_WORDS, MentorForm, valuesOf } from './mentor-form';

/** A new mentor: an existing member linked by e-mail, or the address invited; then the mentor's page. */
export function NewMentorForm() {
  const { t } = useTranslation('mentors');
  const navigate = useNavigate();
  const create = useCreateMentor();
  return (
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
  );
}
