import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Webhook as WebhookIcon } from 'lucide-react';
import type { CreatedWebhook, Webhook } from '@lifeorbit/contracts/webhooks';
import { ShownOnceSecret } from '@/components/shown-once-secret';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useSendTestEvent } from '../api/send-test-event';
import { useUpdateWebhook } from '../api/update-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { eventKey } from '../lib/event-key';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';

/** One webhook: its URL and events, paused or not, its last delivery, its actions and (opened) its deliveries. */
function WebhookRow({ webhook, onDelete }: { webhook: Webhook; onDelete: () => void }) {
  const { t } = useTranslation('webhooks');
  const id = useId();
  const [open, setOpen] = useState(false);
  const sendTest = useSendTestEvent();
  const update = useUpdateWebhook();
  const name = webhook.description || webhook.url;
  const last = webhook.lastDelivery;
  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="min-w-0">
        <p className="text-sm font-medium break-all">{webhook.url}</p>
        {webhook.description ? <p className="text-xs text-muted">{webhook.description}</p> : null}
        <p className="mt-1 text-xs text-muted">
          {webhook.events.map((type) => t(`eventNames.${eventKey(type)}`)).join(' · ')}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {webhook.active ? <Chip tone="accent">{t('active')}</Chip> : <Chip>{t('paused')}</Chip>}
          {last ? (
            <Chip tone={last.status === 'failed' ? 'destructive' : 'muted'}>
              {t(`lastDelivery.${last.status}`)}
              {last.responseStatus !== null ? ` · HTTP ${last.responseStatus}` : ''}
            </Chip>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-deliveries`}
          aria-label={t('deliveriesNamed', { name })}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('hideDeliveries') : t('showDeliveries')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={sendTest.isPending}
          aria-label={t('sendTestNamed', { name })}
          onClick={() =>
            sendTest.mutate(webhook.id, {
              onSuccess: () => {
                setOpen(true);
                toast.success(t('testQueued'));
              },
              onError: () => toast.error(t('errors.testFailed')),
            })
          }
        >
          {t('sendTest')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={update.isPending}
          aria-label={t(webhook.active ? 'pauseNamed' : 'resumeNamed', { name })}
          onClick={() =>
            update.mutate(
              { id: webhook.id, active: !webhook.active },
              { onError: () => toast.error(t('errors.saveFailed')) },
            )
          }
        >
          {webhook.active ? t('pause') : t('resume')}
        </Button>
        <Button variant="secondary" size="sm" aria-label={t('deleteNamed', { name })} onClick={onDelete}>
          {t('delete')}
        </Button>
      </div>
      {open ? (
        <div id={`${id}-deliveries`} className="rounded-[12px] border border-border px-3">
          <WebhookDeliveries webhookId={webhook.id} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * Settings, webhooks (issue 41, item 4): the URLs that receive the member's events, each signed as the Standard
 * Webhooks specification says; adding one shows its signing secret once; each webhook's deliveries with the
 * receiver's answers, "Send again" and a test event.
 */
export function WebhooksPanel() {
  const { t } = useTranslation('webhooks');
  const id = useId();
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const full = webhooks.data ? webhooks.data.webhooks.length >= webhooks.data.max : false;

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>{t('title')}</CardTitle>
      <CardDescription>{t('description')}</CardDescription>

      {created ? (
        <ShownOnceSecret
          value={created.secret}
          onDone={() => setCreated(null)}
          texts={{
            title: t('createdTitle'),
            warning: t('createdWarning'),
            label: t('secretLabel'),
            copy: t('copy'),
            copied: t('copied'),
            copyFailed: t('copyFailed'),
            done: t('done'),
          }}
        />
      ) : null}

      {adding ? (
        <WebhookForm
          onCreated={(next) => {
            setAdding(false);
            setCreated(next);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button
            disabled={full}
            onClick={() => {
              setCreated(null);
              setAdding(true);
            }}
          >
            {t('add')}
          </Button>
          {full ? <p className="text-xs text-muted">{t('limitReached', { max: webhooks.data?.max })}</p> : null}
        </div>
      )}

      <div className="mt-6">
        {webhooks.isPending ? (
          <Spinner label={t('loading')} />
        ) : webhooks.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('errors.loadFailed')}
          </p>
        ) : webhooks.data.webhooks.length === 0 ? (
          <EmptyState icon={WebhookIcon} title={t('emptyTitle')} description={t('empty')} />
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label={t('listLabel')}>
            {webhooks.data.webhooks.map((webhook) => (
              <WebhookRow key={webhook.id} webhook={webhook} onDelete={() => setDeleting(webhook)} />
            ))}
          </ul>
        )}
      </div>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('deleteTitle')}
        description={t('deleteDescription', { url: deleting?.url ?? '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        isPending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(t('deleted'));
            },
            onError: () => {
              setDeleting(null);
              toast.error(t('errors.deleteFailed'));
            },
          });
        }}
      />
    </Card>
  );
}
