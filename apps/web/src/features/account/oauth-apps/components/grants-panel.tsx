import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plug } from 'lucide-react';
import type { OAuthGrant } from '@lifeorbit/contracts/oauth';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { ItemDeleteDialog } from '@/components/ui/item-delete-dialog';
import { dateTimeFormat } from '@/lib/intl';
import { toast } from '@/lib/toast';
import { useOAuthGrants } from '../api/get-grants';
import { useRevokeOAuthGrant } from '../api/revoke-grant';
import { QueryList } from './query-list';
import { scopeLines } from './scope-list';

/** One app acting for the member: its name and where it returns, what it may do, when allowed and last used. */
function GrantRow({ grant, onRevoke }: { grant: OAuthGrant; onRevoke: () => void }) {
  const { t, i18n } = useTranslation('oauthApps');
  const dateTime = (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words">{grant.name}</p>
        {grant.redirectHost ? (
          <p className="text-xs break-all text-muted">{t('grants.redirectHost', { host: grant.redirectHost })}</p>
        ) : null}
        <ul className="mt-1 flex list-disc flex-col pl-5 text-xs text-muted">
          {scopeLines(t, grant.scopes, grant.offlineAccess).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted">
          <dt>{t('grants.granted')}</dt>
          <dd>{dateTime(grant.grantedAt)}</dd>
          <dt>{t('grants.lastUsed')}</dt>
          <dd>{grant.lastUsedAt ? dateTime(grant.lastUsedAt) : t('grants.neverUsed')}</dd>
        </dl>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('grants.revokeNamed', { name: grant.name })}
        onClick={onRevoke}
      >
        {t('grants.revoke')}
      </Button>
    </li>
  );
}

/**
 * Settings, the apps that act for the member (issue 41, item 3): each app they allowed on a consent page, with what
 * it may do and its last use, and Revoke, which ends its tokens at once.
 */
export function GrantsPanel() {
  const { t } = useTranslation('oauthApps');
  const id = useId();
  const grants = useOAuthGrants();
  const revoke = useRevokeOAuthGrant();
  const [revoking, setRevoking] = useState<OAuthGrant | null>(null);
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>{t('grants.title')}</CardTitle>
      <CardDescription>{t('grants.description')}</CardDescription>
      <div className="mt-4">
        <QueryList
          query={grants}
          items={(data) => data.grants}
          icon={Plug}
          texts={{
            loading: t('grants.loading'),
            loadFailed: t('grants.loadFailed'),
            emptyTitle: t('grants.emptyTitle'),
            empty: t('grants.empty'),
            listLabel: t('grants.listLabel'),
          }}
        >
          {(grant) => <GrantRow key={grant.clientId} grant={grant} onRevoke={() => setRevoking(grant)} />}
        </QueryList>
      </div>
      <ItemDeleteDialog
        item={revoking}
        question={(grant) => ({
          title: t('grants.revokeTitle', { name: grant.name }),
          description: t('grants.revokeDescription'),
          confirmLabel: t('grants.revoke'),
          cancelLabel: t('cancel'),
          closeLabel: t('close'),
        })}
        isPending={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={(grant) =>
          revoke.mutate(grant.clientId, {
            onSuccess: () => toast.success(t('grants.revoked')),
            onError: () => toast.error(t('grants.revokeFailed')),
            onSettled: () => setRevoking(null),
          })
        }
      />
    </Card>
  );
}
