import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SignInProviderId } from '@lifeorbit/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/format-date-time';
import { toast } from '@/lib/toast';
import { useWaysIn } from '../api/get-ways-in';
import { useLinkProvider } from '../api/link-provider';
import { useUnlinkProvider } from '../api/unlink-provider';
import { ProviderMark } from './provider-mark';

/**
 * Settings: the member's ways in (the password and each provider), linking a provider and unlinking one, never the
 * last (the API refuses it too). Coming back from a provider, `?linked=1` or `?error=...` says how it went.
 */
export function WaysInCard() {
  const { t, i18n } = useTranslation('signIn');
  const ways = useWaysIn();
  const link = useLinkProvider();
  const unlink = useUnlinkProvider();
  const [params, setParams] = useSearchParams();
  const titleId = useId();

  const returned = params.get('linked') ? 'linked' : params.get('error');
  useEffect(() => {
    if (!returned) return;
    if (returned === 'linked') toast.success(t('ways.linked'));
    else
      toast.error(
        returned === 'account_already_linked_to_different_user' ? t('ways.takenElsewhere') : t('ways.linkFailed'),
      );
    const next = new URLSearchParams(params);
    next.delete('linked');
    next.delete('error');
    next.delete('error_description');
    setParams(next, { replace: true });
  }, [returned, params, setParams, t]);

  if (ways.isPending) {
    return (
      <Card>
        <CardTitle>{t('ways.title')}</CardTitle>
        <Spinner label={t('ways.loading')} className="mt-4" />
      </Card>
    );
  }
  if (ways.isError) {
    return (
      <Card>
        <CardTitle>{t('ways.title')}</CardTitle>
        <p role="alert" className="mt-3 text-sm text-destructive">
          {t('ways.loadFailed')}
        </p>
      </Card>
    );
  }

  const { password, providers, passkeys } = ways.data;
  // Passkeys are ways in too (issue 29, item 4): a provider can go while a passkey stays.
  const count = (password ? 1 : 0) + providers.filter((p) => p.linkedAt).length + passkeys.length;
  const remove = (id: SignInProviderId) =>
    unlink.mutate(id, {
      onSuccess: () => toast.success(t('ways.unlinked')),
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.code === 'conflict' ? t('ways.lastOne') : t('ways.unlinkFailed'),
        ),
    });

  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('ways.title')}</CardTitle>
      <CardDescription>{t('ways.description')}</CardDescription>
      <ul className="mt-4 flex flex-col divide-y divide-border" aria-label={t('ways.title')}>
        <li className="flex min-h-12 items-center justify-between gap-3 py-2">
          <span className="text-sm font-medium">{t('ways.password')}</span>
          {password ? <Chip tone="accent">{t('ways.on')}</Chip> : <Chip>{t('ways.off')}</Chip>}
        </li>
        {providers.map((provider) => (
          <li key={provider.id} className="flex min-h-12 flex-wrap items-center justify-between gap-3 py-2">
            <span className="flex items-center gap-2 text-sm font-medium [&_svg]:size-5">
              <ProviderMark provider={provider.id} />
              {provider.name}
              {provider.linkedAt ? (
                <span className="text-xs font-normal text-muted">
                  {t('ways.linkedOn', { date: formatDateTime(provider.linkedAt, i18n.language) })}
                </span>
              ) : null}
            </span>
            {provider.linkedAt ? (
              <Button
                variant="secondary"
                size="sm"
                disabled={count <= 1 || unlink.isPending}
                title={count <= 1 ? t('ways.lastOne') : undefined}
                aria-label={t('ways.unlinkNamed', { name: provider.name })}
                onClick={() => remove(provider.id)}
              >
                {t('ways.unlink')}
              </Button>
            ) : provider.available ? (
              <Button
                variant="secondary"
                size="sm"
                disabled={link.isPending}
                aria-label={t('ways.linkNamed', { name: provider.name })}
                onClick={() => link.mutate(provider.id)}
              >
                {t('ways.link')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {providers.length === 0 ? <p className="mt-3 text-sm text-muted">{t('ways.noProviders')}</p> : null}
      {count <= 1 && providers.some((p) => p.linkedAt) ? (
        <p className="mt-3 text-sm text-muted">{t('ways.lastOneHint')}</p>
      ) : null}
    </Card>
  );
}
