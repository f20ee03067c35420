import { Bot, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CoachLink, CoachProvider } from '@lifeorbit/contracts/coach';
import { Chip } from '@/components/ui/chip';
import { cn } from '@/lib/cn';
import { CoachAnswerText } from './coach-answer-text';

/** One message of the thread: the member's question, or the coach's answer with the pages its numbers come from. */
export function CoachMessageView({
  role,
  content,
  links = [],
  provider = null,
  isStreaming = false,
}: {
  role: 'user' | 'assistant';
  content: string;
  links?: CoachLink[];
  provider?: CoachProvider | null;
  isStreaming?: boolean;
}) {
  const { t } = useTranslation('coach');
  const isCoach = role === 'assistant';
  const Icon = isCoach ? Bot : User;
  return (
    <li className={cn('flex gap-3', isCoach ? '' : 'flex-row-reverse')}>
      <span className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-raised" aria-hidden>
        <Icon className="size-4" />
      </span>
      <article
        aria-label={isCoach ? t('thread.coach') : t('thread.you')}
        aria-busy={isStreaming || undefined}
        className={cn(
          'max-w-[85%] min-w-0 rounded-[12px] border px-4 py-3',
          isCoach ? 'border-border bg-surface' : 'border-accent/40 bg-accent/10',
        )}
      >
        {isCoach ? <CoachAnswerText text={content} /> : <p className="text-sm whitespace-pre-wrap">{content}</p>}
        {isStreaming ? <span className="mt-1 inline-block h-4 w-2 animate-pulse bg-muted" aria-hidden /> : null}
        {isCoach && links.length ? (
          <nav aria-label={t('thread.sources')} className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            {links.map((link) => (
              <Link key={link.href} to={link.href} className="text-accent underline-offset-4 hover:underline">
                {t(`pages.${link.page}`, { defaultValue: link.href })}
              </Link>
            ))}
          </nav>
        ) : null}
        {isCoach && provider && !isStreaming ? (
          <div className="mt-2">
            <Chip>{t(`providers.${provider}`)}</Chip>
          </div>
        ) : null}
      </article>
    </li>
  );
}
