import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Email } from '@lifeorbit/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** /auth/forgot: the e-mail to send a reset link to; the answer never says whether the e-mail has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('data');
  const id = useId();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = Email.safeParse(email.trim());
    if (!parsed.success) return setError(t('reset.errors.email'));
    request.mutate({ email: parsed.data }, { onError: () => setError(t('reset.errors.failed')) });
  };

  if (request.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status">{t('reset.sent')}</p>
        <Link className="text-accent underline-offset-4 hover:underline" to="/auth">
          {t('reset.backToSignIn')}
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field id={`${id}-email`} label={t('reset.email')} error={error}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-email-error` : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
        />
      </Field>
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? t('reset.sending') : t('reset.send')}
      </Button>
      <Link className="self-center text-sm text-accent underline-offset-4 hover:underline" to="/auth">
        {t('reset.backToSignIn')}
      </Link>
    </form>
  );
}
