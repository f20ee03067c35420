import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lifeorbit/contracts/limits';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useResetPassword } from '../api/reset-password';

/** /auth/reset?token=: a new password for the account of the e-mailed link (it works once, for an hour). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('data');
  const id = useId();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(token ? null : t('reset.errors.link'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
      return setError(t('reset.errors.length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }));
    }
    if (password !== repeat) return setError(t('reset.errors.different'));
    reset.mutate(
      { token, newPassword: password },
      {
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.details.some((d) => d.field === 'token')
              ? t('reset.errors.link')
              : t('reset.errors.failed'),
          ),
      },
    );
  };

  if (reset.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status">{t('reset.done')}</p>
        <Link className="text-accent underline-offset-4 hover:underline" to="/auth">
          {t('reset.backToSignIn')}
        </Link>
      </div>
    );
  }
  const field = (key: 'next' | 'repeat', value: string, set: (v: string) => void) => (
    <Field id={`${id}-${key}`} label={t(`reset.${key}`)}>
      <Input
        id={`${id}-${key}`}
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(e) => {
          set(e.target.value);
          setError(null);
        }}
      />
    </Field>
  );
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {field('next', password, setPassword)}
      {field('repeat', repeat, setRepeat)}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={reset.isPending || !token}>
        {reset.isPending ? t('reset.saving') : t('reset.save')}
      </Button>
      <Link className="self-center text-sm text-accent underline-offset-4 hover:underline" to="/auth/forgot">
        {t('reset.askAgain')}
      </Link>
    </form>
  );
}
