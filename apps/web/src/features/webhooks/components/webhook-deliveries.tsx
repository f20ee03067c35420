import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@lifeorbit/contracts/webhooks';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { Spinner } from '@/components/ui/spinner';
import { dateTimeFormat } from '@/lib/intl';
import { toast } from '@/lib/toast';
import { useResendDelivery } from '../api/resend-delivery';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { eventKey } from '../lib/event-key';

/** A delivery's state as a chip: delivered, failed, or waiting (for its first try, or to try again at a time). */
function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  const { t, i18n } = useTranslation('webhooks');
  if (delivery.status === 'delivered') return <Chip tone="accent">{t('status.delivered')}</Chip>;
  if (delivery.status === 'failed') return <Chip tone="destructive">{t('status.failed')}</Chip>;
  const time = delivery.nextAttemptAt
    ? dateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(delivery.nextAttemptAt))
    : '';
  return <Chip>{delivery.attempts.length === 0 ? t('status.queued') : t('status.retrying', { time })}</Chip>;
}

/** One delivery: its event and time, its state, the last answer, "Send again", and its tries and body on demand. */
function DeliveryRow({ webhookId, delivery }: { webhookId: string; delivery: WebhookDelivery }) {
  const { t, i18n } = useTranslation('webhooks');
  const resend = useResendDelivery();
  const at = (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
  const last = delivery.attempts.at(-1);
  const answer = (attempt: NonNullable<typeof last>) =>
    attempt.responseStatus === null
      ? t('noAnswer', { error: attempt.error ?? '' })
      : t('answered', { status: attempt.responseStatus, ms: attempt.durationMs });
  const event = t(`eventNames.${eventKey(delivery.event)}`, { defaultValue: delivery.event });
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-medium">{event}</p>
          <p className="text-xs text-muted">
            {at(delivery.createdAt)} · {last ? answer(last) : t('notTriedYet')}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <DeliveryStatus delivery={delivery} />
          {delivery.attempts.length > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={resend.isPending}
              aria-label={t('resendNamed', { event, time: at(delivery.createdAt) })}
              onClick={() =>
                resend.mutate(
                  { webhookId, deliveryId: delivery.id },
                  {
                    onSuccess: () => toast.success(t('resent')),
                    onError: () => toast.error(t('errors.resendFailed')),
                  },
                )
              }
            >
              {t('resend')}
            </Button>
          ) : null}
        </div>
      </div>
      <details className="text-xs">
        <summary className="cursor-pointer text-muted">{t('details')}</summary>
        <p className="mt-2 text-muted">{t('messageId', { id: delivery.messageId })}</p>
        {delivery.attempts.length > 0 ? (
          <ol className="mt-2 flex flex-col gap-1" aria-label={t('attempts')}>
            {delivery.attempts.map((attempt, index) => (
              <li key={`${attempt.at}-${index}`}>
                <span className="text-muted">{at(attempt.at)}</span> · {answer(attempt)}
                {attempt.responseBody ? (
                  <pre className="mt-1 max-h-24 overflow-auto rounded-md bg-raised p-2 whitespace-pre-wrap break-all">
                    {attempt.responseBody}
                  </pre>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
        <p className="mt-2 font-medium">{t('payload')}</p>
        <pre className="mt-1 max-h-40 overflow-auto rounded-md bg-raised p-2 whitespace-pre-wrap break-all">
          {delivery.payload}
        </pre>
      </details>
    </li>
  );
}

/** A webhook's deliveries, newest first, 20 a page, with "Send again" on each that was tried. */
export function WebhookDeliveries({ webhookId }: { webhookId: string }) {
  const { t } = useTranslation('webhooks');
  const deliveries = useWebhookDeliveries(webhookId);
  if (deliveries.isPending) return <Spinner label={t('loadingDeliveries')} />;
  if (deliveries.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('errors.deliveriesFailed')}
      </p>
    );
  }
  const all = deliveries.data.pages.flatMap((page) => page.deliveries);
  if (all.length === 0) return <p className="py-3 text-sm text-muted">{t('noDeliveries')}</p>;
  return (
    <div>
      <ul className="flex flex-col divide-y divide-border" aria-label={t('deliveries')}>
        {all.map((delivery) => (
          <DeliveryRow key={delivery.id} webhookId={webhookId} delivery={delivery} />
        ))}
      </ul>
      {deliveries.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          disabled={deliveries.isFetchingNextPage}
          onClick={() => void deliveries.fetchNextPage()}
        >
          {t('more')}
        </Button>
      ) : null}
    </div>
  );
}
