import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { TOKEN_AREAS, type CreatedTokenResponse, type TokenSummary } from '@lifeorbit/contracts/tokens';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { dateTimeFormat } from '@/lib/intl';
import { toast } from '@/lib/toast';
import { useRevokeToken } from '../api/revoke-token';
import { useTokens } from '../api/get-tokens';
import { CreateTokenForm } from './create-token-form';
import { CreatedToken } from './created-token';

/** One token of the list: its name and first characters, its scopes, and when it was made, last used and expires. */
function TokenRow({ token, onRevoke }: { token: TokenSummary; onRevoke: () => void }) {
  const { t, i18n } = useTranslation('tokens');
  const date = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const dateTime = (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  // When the list was drawn: a token that expires while the page is open shows as expired on the next visit.
  const [now] = useState(() => Date.now());
  const expired = token.expiresAt !== null && Date.parse(token.expiresAt) <= now;
  const scopes = TOKEN_AREAS.filter((area) => token.scopes[area])
    .map((area) =>
      t(token.scopes[area] === 'write' ? 'scopeWriteShort' : 'scopeReadShort', { area: t(`areas.${area}`) }),
    )
    .join(' · ');
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words">
          {token.name} <code className="ml-1 text-xs text-muted">{t('startsWith', { start: token.start })}</code>
        </p>
        <p className="mt-0.5 text-xs text-muted">{scopes}</p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted">
          <dt>{t('created')}</dt>
          <dd>{date(token.createdAt)}</dd>
          <dt>{t('lastUsed')}</dt>
          <dd>{token.lastUsedAt ? dateTime(token.lastUsedAt) : t('neverUsed')}</dd>
          <dt>{t('expires')}</dt>
          <dd className={expired ? 'text-destructive' : undefined}>
            {token.expiresAt === null ? t('neverExpires') : expired ? t('expired') : date(token.expiresAt)}
          </dd>
        </dl>
      </div>
      <Button variant="secondary" size="sm" aria-label={t('revokeNamed', { name: token.name })} onClick={onRevoke}>
        {t('revoke')}
      </Button>
    </li>
  );
}

/**
 * Settings, personal access tokens (issue 41, item 2): the member's tokens for scripts and apps, a form to make one
 * (shown once, with a copy button), and revoking one after a confirmation.
 */
export function TokensPanel() {
  const { t } = useTranslation('tokens');
  const id = useId();
  const tokens = useTokens();
  const revoke = useRevokeToken();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedTokenResponse | null>(null);
  const [revoking, setRevoking] = useState<TokenSummary | null>(null);

  const onCreated = (next: CreatedTokenResponse) => {
    setCreating(false);
    setCreated(next);
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>{t('title')}</CardTitle>
      <CardDescription>{t('description')}</CardDescription>

      {created ? <CreatedToken created={created} onDone={() => setCreated(null)} /> : null}

      {creating ? (
        <CreateTokenForm onCreated={onCreated} onCancel={() => setCreating(false)} />
      ) : (
        <div className="mt-4">
          <Button
            onClick={() => {
              setCreated(null);
              setCreating(true);
            }}
          >
            {t('add')}
          </Button>
        </div>
      )}

      <div className="mt-6">
        {tokens.isPending ? (
          <Spinner label={t('loading')} />
        ) : tokens.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('loadFailed')}
          </p>
        ) : tokens.data.tokens.length === 0 ? (
          <EmptyState icon={KeyRound} title={t('emptyTitle')} description={t('empty')} />
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label={t('listLabel')}>
            {tokens.data.tokens.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
            ))}
          </ul>
        )}
      </div>

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={t('revokeTitle', { name: revoking?.name ?? '' })}
        description={t('revokeDescription')}
        confirmLabel={t('revoke')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        isPending={revoke.isPending}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              setRevoking(null);
              toast.success(t('revoked'));
            },
            onError: () => {
              setRevoking(null);
              toast.error(t('errors.revokeFailed'));
            },
          });
        }}
      />
    </Card>
  );
}
