import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppWindow } from 'lucide-react';
import type { CreatedOAuthAppResponse, OAuthAppSummary } from '@lifeorbit/contracts/oauth';
import { ShownOnceSecret } from '@/components/shown-once-secret';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { ItemDeleteDialog } from '@/components/ui/item-delete-dialog';
import { dateTimeFormat } from '@/lib/intl';
import { toast } from '@/lib/toast';
import { useDeleteOAuthApp } from '../api/delete-app';
import { useOAuthApps } from '../api/get-apps';
import { QueryList } from './query-list';
import { RegisterAppForm } from './register-app-form';

/** One registered app: its name, client id, redirect URIs and when it was registered. */
function AppRow({ app, onDelete }: { app: OAuthAppSummary; onDelete: () => void }) {
  const { t, i18n } = useTranslation('oauthApps');
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words">{app.name}</p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted">
          <dt>{t('apps.clientId')}</dt>
          <dd>
            <code className="break-all">{app.clientId}</code>
          </dd>
          <dt>{t('apps.redirectUris')}</dt>
          <dd className="break-all">{app.redirectUris.join(', ')}</dd>
          <dt>{t('apps.created')}</dt>
          <dd>{dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(app.createdAt))}</dd>
        </dl>
      </div>
      <Button variant="secondary" size="sm" aria-label={t('apps.deleteNamed', { name: app.name })} onClick={onDelete}>
        {t('apps.delete')}
      </Button>
    </li>
  );
}

/**
 * Settings, the member's own OAuth apps (issue 41, item 3): registering one (its client secret shown once), the list
 * with client ids, and deleting one after a confirmation.
 */
export function AppsPanel() {
  const { t } = useTranslation('oauthApps');
  const id = useId();
  const apps = useOAuthApps();
  const remove = useDeleteOAuthApp();
  const [registering, setRegistering] = useState(false);
  const [created, setCreated] = useState<CreatedOAuthAppResponse | null>(null);
  const [deleting, setDeleting] = useState<OAuthAppSummary | null>(null);

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>{t('apps.title')}</CardTitle>
      <CardDescription>{t('apps.description')}</CardDescription>

      {created ? (
        <ShownOnceSecret
          value={created.clientSecret}
          onDone={() => setCreated(null)}
          texts={{
            title: t('apps.createdTitle', { name: created.app.name }),
            warning: t('apps.createdWarning', { clientId: created.app.clientId }),
            label: t('apps.secretLabel'),
            copy: t('apps.copy'),
            copied: t('apps.copied'),
            copyFailed: t('apps.copyFailed'),
            done: t('apps.done'),
          }}
        />
      ) : null}

      {registering ? (
        <RegisterAppForm
          onCreated={(next) => {
            setRegistering(false);
            setCreated(next);
          }}
          onCancel={() => setRegistering(false)}
        />
      ) : (
        <div className="mt-4">
          <Button
            onClick={() => {
              setCreated(null);
              setRegistering(true);
            }}
          >
            {t('apps.add')}
          </Button>
        </div>
      )}

      <div className="mt-6">
        <QueryList
          query={apps}
          items={(data) => data.apps}
          icon={AppWindow}
          texts={{
            loading: t('apps.loading'),
            loadFailed: t('apps.loadFailed'),
            emptyTitle: t('apps.emptyTitle'),
            empty: t('apps.empty'),
            listLabel: t('apps.listLabel'),
          }}
        >
          {(app) => <AppRow key={app.clientId} app={app} onDelete={() => setDeleting(app)} />}
        </QueryList>
      </div>

      <ItemDeleteDialog
        item={deleting}
        question={(app) => ({
          title: t('apps.deleteTitle', { name: app.name }),
          description: t('apps.deleteDescription'),
          confirmLabel: t('apps.delete'),
          cancelLabel: t('cancel'),
          closeLabel: t('close'),
        })}
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(app) =>
          remove.mutate(app.clientId, {
            onSuccess: () => toast.success(t('apps.deleted')),
            onError: () => toast.error(t('apps.deleteFailed')),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Card>
  );
}
