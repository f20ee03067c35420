import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { apiErrorToAuthErrors, validateCredentials, type AuthErrors } from '../lib/auth-errors';

export type AuthMode = 'signin' | 'signup';

export interface AuthFormProps {
  mode: AuthMode;
  isPending: boolean;
  submitError: unknown;
  onSubmit: (values: { email: string; password: string }) => void;
}

/** E-mail and password, checked with the same contract as the API before anything is sent. */
export function AuthForm({ mode, isPending, submitError, onSubmit }: AuthFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [localErrors, setLocalErrors] = useState<AuthErrors>({});
  const [showSubmitError, setShowSubmitError] = useState(true);
  const errors: AuthErrors = {
    ...(showSubmitError && submitError ? apiErrorToAuthErrors(submitError, t) : {}),
    ...localErrors,
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const invalid = validateCredentials({ email: trimmed, password, isSignUp: mode === 'signup' });
    if (invalid) {
      setLocalErrors({ email: invalid.email && t(invalid.email), password: invalid.password && t(invalid.password) });
      return;
    }
    setLocalErrors({});
    setShowSubmitError(true);
    onSubmit({ email: trimmed, password });
  };

  const clearOnEdit = () => {
    setLocalErrors({});
    setShowSubmitError(false);
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <Field id={`${id}-email`} label={t('email')} error={errors.email}>
        <Input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          // Signing in, the browser's autofill also offers this site's passkeys (issue 29, conditional mediation).
          autoComplete={mode === 'signin' ? 'username webauthn' : 'email'}
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            clearOnEdit();
          }}
        />
      </Field>
      <Field
        id={`${id}-password`}
        label={t('password')}
        error={errors.password}
        hint={mode === 'signup' ? t('passwordHint') : undefined}
      >
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
          value={password}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={
            errors.password ? `${id}-password-error` : mode === 'signup' ? `${id}-password-hint` : undefined
          }
          onChange={(event) => {
            setPassword(event.target.value);
            clearOnEdit();
          }}
        />
      </Field>
      {errors.form ? (
        <p
          role="alert"
          className="rounded-[8px] border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isPending} className="mt-2 w-full">
        {mode === 'signup' ? (isPending ? t('signingUp') : t('signUp')) : isPending ? t('signingIn') : t('signIn')}
      </Button>
    </form>
  );
}
