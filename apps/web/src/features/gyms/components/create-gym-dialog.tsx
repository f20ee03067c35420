import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { fieldErrorsOf } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { GYMS_DETAIL_WORDS } from '../lib/errors';
import { useCreateGym } from '../api/create-gym';
import { GymTextFields } from './gym-text-fields';

/** Creates a gym: I become its first admin; it is listed once a superadmin has verified it. */
export function CreateGymDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['gyms', 'common']);
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateGym();
  const [draft, setDraft] = useState({ name: '', city: '', address: '', description: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) {
      setErrors({ name: t('gyms:create.nameRequired') });
      return;
    }
    create.mutate(
      {
        name: draft.name,
        city: draft.city || null,
        address: draft.address || null,
        description: draft.description || null,
      },
      {
        onSuccess: (gym) => {
          toast.success(t('gyms:create.done', { name: gym.name }));
          onOpenChange(false);
          void navigate(`/gyms/${gym.id}`);
        },
        onError: (error) => setErrors(fieldErrorsOf(error, t, GYMS_DETAIL_WORDS)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('gyms:create.title')}
      description={t('gyms:create.description')}
      closeLabel={t('common:close')}
    >
      <form id={`${id}-form`} onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <GymTextFields id={id} draft={draft} errors={errors} onChange={(field, value) => set(field)(value)} />
        <p className="text-xs text-muted">{t('gyms:create.verifyNote')}</p>
        <Button type="submit" disabled={create.isPending}>
          {t('gyms:create.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
