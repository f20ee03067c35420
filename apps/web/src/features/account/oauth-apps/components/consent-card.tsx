import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OAUTH_SCOPES } from '@lifeorbit/contracts/oauth';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { useMe } from '@/lib/session';
import { useOAuthClient } from '../api/get-client';
import { useOAuthConsent } from '../api/send-consent';
import { ScopeList } from './scope-list';

/** The request the server signed when it sent the member here: the app, its scopes and where it returns. */
export interface ConsentRequest {
  /** The page's whole query string, sent back as it came (the server checks its signature). */
  query: string;
  clientId: string | null;
  scopes: string[] | null;
  redirectUri: string | null;
  signed: boolean;
}

export function consentRequestOf(search: string): ConsentRequest {
  const params = new URLSearchParams(search);
  const scope = params.get('scope');
  return {
    query: search.replace(/^\?/, ''),
    clientId: params.get('client_id'),
    scopes: scope ? scope.split(' ').filter(Boolean) : null,
    redirectUri: params.get('redirect_uri'),
    signed: params.has('sig'),
  };
}

function hostOf(uri: string | null): string | null {
  if (!uri) return null;
  try {
    return new URL(uri).host;
  } catch {
    return null;
  }
}

/**
 * The consent page's card (issue 41, item 3): an app sent the member here through the OAuth server. Signed out, it
 * asks them to sign in first (and the sign-in page brings them back); signed in, it names the app, where it returns
 * and what it asks, in words, with Allow and Deny. The answer sends the browser on to the app.
 */
export function ConsentCard({ request }: { request: ConsentRequest }) {
  const { t } = useTranslation('oauthApps');
  const id = useId();
  const me = useMe();
  const valid = Boolean(request.clientId) && request.signed;
  const client = useOAuthClient(request.clientId, valid && Boolean(me.data));
  const consent = useOAuthConsent();

  const frame = (title: string, body: ReactNode) => (
    <Card aria-labelledby={`${id}-title`} className="w-full max-w-lg">
      <CardTitle id={`${id}-title`}>{title}</CardTitle>
      {body}
    </Card>
  );

  if (!valid) return frame(t('consent.invalidTitle'), <CardDescription>{t('consent.invalid')}</CardDescription>);
  if (me.isPending) return frame(t('consent.loading'), <Spinner label={t('consent.loading')} />);
  if (!me.data) {
    const back = `/oauth/consent?${request.query}`;
    return frame(
      t('consent.signInTitle'),
      <>
        <CardDescription>{t('consent.signIn')}</CardDescription>
        <div className="mt-4">
          <Button asChild>
            <Link to={`/auth?redirect=${encodeURIComponent(back)}`}>{t('consent.signInButton')}</Link>
          </Button>
        </div>
      </>,
    );
  }
  if (client.isPending) return frame(t('consent.loading'), <Spinner label={t('consent.loading')} />);
  if (client.isError)
    return frame(t('consent.invalidTitle'), <CardDescription>{t('consent.unknownApp')}</CardDescription>);

  const host = hostOf(request.redirectUri) ?? client.data.redirectHosts[0] ?? '';
  const scopes = request.scopes ?? client.data.scopes ?? [...OAUTH_SCOPES];
  const answer = (accept: boolean) =>
    consent.mutate({ accept, oauth_query: request.query }, { onSuccess: (next) => window.location.assign(next.url) });
  const error =
    consent.error instanceof ApiError && consent.error.status === 400
      ? t('consent.expired')
      : consent.error
        ? t('consent.failed')
        : null;

  return frame(
    t('consent.asks', { name: client.data.name }),
    <>
      {host ? <CardDescription>{t('consent.returnsTo', { host })}</CardDescription> : null}
      <p className="mt-4 text-sm font-medium" id={`${id}-asks`}>
        {t('consent.wouldLike')}
      </p>
      <div className="mt-2">
        <ScopeList scopes={scopes} label={t('consent.wouldLike')} />
      </div>
      <p className="mt-4 text-xs text-muted">{t('consent.never')}</p>
      {error ? (
        <p role="alert" className="mt-4 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button disabled={consent.isPending} onClick={() => answer(true)}>
          {consent.isPending ? t('consent.sending') : t('consent.allow')}
        </Button>
        <Button variant="secondary" disabled={consent.isPending} onClick={() => answer(false)}>
          {t('consent.deny')}
        </Button>
      </div>
    </>,
  );
}
