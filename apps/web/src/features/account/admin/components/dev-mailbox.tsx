import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useDevMailbox } from '../api/get-dev-mailbox';

/** Admin → Mailbox: the e-mails the app sent while no SMTP_URL is set (development only), newest first. */
export function DevMailbox() {
  const { t, i18n } = useTranslation('data');
  const mailbox = useDevMailbox();
  if (mailbox.isPending) return <Spinner label={t('mailbox.loading')} />;
  if (mailbox.isError) return <p role="alert">{t('mailbox.failed')}</p>;
  if (mailbox.data.mails.length === 0) {
    return <EmptyState icon={Mail} title={t('mailbox.emptyTitle')} description={t('mailbox.emptyBody')} />;
  }
  return (
    <ul className="flex flex-col gap-3">
      {mailbox.data.mails.map((mail) => (
        <li key={mail.id}>
          <Card>
            <article aria-label={mail.subject}>
              <h2 className="font-medium">{mail.subject}</h2>
              <p className="text-sm text-muted">
                {t('mailbox.to', { to: mail.to })} ·{' '}
                {new Date(mail.createdAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
              </p>
              <pre className="mt-3 overflow-x-auto text-sm whitespace-pre-wrap break-all">{mail.body}</pre>
            </article>
          </Card>
        </li>
      ))}
    </ul>
  );
}
