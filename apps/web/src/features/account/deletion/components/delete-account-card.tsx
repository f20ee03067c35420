import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useDeleteAccount } from '../api/delete-account';

/**
 * Settings: delete my account for good (issue 24). The password is asked again and the member confirms with a
 * checkbox; every row and file of theirs goes, and they land on the sign-in page.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation('data');
  const id = useId();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [sure, setSure] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t('delete.errors.password'));
    if (!sure) return setError(t('delete.errors.confirm'));
    remove.mutate(password, {
      onSuccess: () => {
        queryClient.clear();
        window.location.assign('/auth');
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.details.some((d) => d.field === 'password')
            ? t('delete.errors.wrongPassword')
            : t('delete.errors.failed'),
        ),
    });
  };

  return (
    <Card className="border-destructive/50">
      <CardTitle>{t('delete.section')}</CardTitle>
      <p className="mt-2 text-sm text-muted">{t('delete.description')}</p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <Field id={`${id}-password`} label={t('delete.password')} error={error}>
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-password-error` : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
          />
        </Field>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-5"
            checked={sure}
            onChange={(event) => {
              setSure(event.target.checked);
              setError(null);
            }}
          />
          {t('delete.confirm')}
        </label>
        <Button type="submit" variant="destructive" className="self-start" disabled={remove.isPending}>
          {remove.isPending ? t('delete.deleting') : t('delete.button')}
        </Button>
      </form>
    </Card>
  );
}
