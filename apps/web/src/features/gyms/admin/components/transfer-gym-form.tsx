import type { GymCard } from '@lifeorbit/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { fieldErrorsOf } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { GYMS_DETAIL_WORDS } from '@/features/gyms/lib/errors';
import { useTransferGym } from '../api/transfer-gym';

/** Hands a gym to another member, by their handle (the audit log keeps it). */
export function TransferGymForm({ gym }: { gym: GymCard }) {
  const { t } = useTranslation(['gyms', 'common']);
  const id = useId();
  const transfer = useTransferGym();
  const [handle, setHandle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    transfer.mutate(
      { gymId: gym.id, handle: handle.trim().replace(/^@/, '') },
      {
        onSuccess: () => {
          toast.success(t('gyms:adminList.transferred', { name: gym.name, handle }));
          setHandle('');
        },
        onError: (err) =>
          setError(Object.values(fieldErrorsOf(err, t, GYMS_DETAIL_WORDS))[0] ?? t('gyms:detail.changeFailed')),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-handle`} className="text-xs">
          {t('gyms:adminList.transferTo', { name: gym.name })}
        </Label>
        <Input
          id={`${id}-handle`}
          value={handle}
          placeholder="@handle"
          className="w-44"
          aria-invalid={error ? true : undefined}
          onChange={(e) => setHandle(e.target.value)}
        />
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={!handle.trim() || transfer.isPending}>
        {t('gyms:adminList.transfer')}
      </Button>
      {error ? (
        <p role="alert" className="basis-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
