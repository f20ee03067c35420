import { useTranslation } from 'react-i18next';
import type { SignInProviderId } from '@lifeorbit/contracts';
import { Button } from '@/components/ui/button';
import { useSignInProviders } from '../api/get-sign-in-providers';
import { useStartProviderSignIn } from '../api/start-provider-sign-in';
import { ProviderMark } from './provider-mark';

/**
 * The sign-in page's provider buttons, one per configured provider, below the e-mail form; nothing at all when none
 * is configured (no empty "or" line).
 */
export function ProviderButtons({ redirect }: { redirect: string }) {
  const { t } = useTranslation('signIn');
  const providers = useSignInProviders();
  const start = useStartProviderSignIn();
  const list = providers.data?.providers ?? [];
  if (!list.length) return null;

  const label = (id: SignInProviderId, name: string) =>
    id === 'google' ? t('continueWithGoogle') : id === 'apple' ? t('continueWithApple') : t('continueWith', { name });

  return (
    <div className="mt-6 flex flex-col gap-3">
      <p className="flex items-center gap-3 text-xs text-muted before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        {t('or')}
      </p>
      {list.map((provider) => (
        <Button
          key={provider.id}
          type="button"
          variant="secondary"
          size="lg"
          className="w-full"
          disabled={start.isPending}
          onClick={() => start.mutate({ provider: provider.id, redirect })}
        >
          <ProviderMark provider={provider.id} />
          {label(provider.id, provider.name)}
        </Button>
      ))}
      {start.error ? (
        <p role="alert" className="text-sm text-destructive">
          {t('startFailed')}
        </p>
      ) : null}
    </div>
  );
}

/** What went wrong when a provider sent the member back with an error (better-auth's `error` parameter). */
export function ProviderError({ error }: { error: string | null }) {
  const { t } = useTranslation('signIn');
  if (!error) return null;
  const message =
    error === 'account_not_linked'
      ? t('errors.accountNotLinked')
      : error === 'signup_disabled'
        ? t('errors.signUpDisabled')
        : t('errors.generic');
  return (
    <p role="alert" className="mb-4 rounded-[8px] border border-destructive/60 bg-destructive/10 p-3 text-sm">
      {message}
    </p>
  );
}
