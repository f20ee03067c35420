import { Bot, Plus } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachQuickQuestion } from '@lifeorbit/contracts/coach';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useAskCoach } from '@/features/coach/api/ask-coach';
import { useCoachConversation } from '@/features/coach/api/get-coach-conversation';
import { CoachMessageView } from '@/features/coach/components/coach-message';
import { ConversationList } from '@/features/coach/components/conversation-list';
import { QuickQuestions } from '@/features/coach/components/quick-questions';
import { ApiError } from '@/lib/api';
import { localDay } from '@/lib/local-date';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDocumentTitle } from '@/lib/use-document-title';

const MAX_LENGTH = 4_000;

/** /bro-ai-coach (issue 23): ask the coach, watch the answer stream in, come back to earlier conversations. */
export function CoachPage() {
  const { t } = useTranslation(['coach', 'routes']);
  const lang = useAppLanguage();
  useDocumentTitle(t('routes:coach.title'));
  const inputId = useId();
  const [activeId, setActiveId] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const { ask, answer, error, isStreaming, reset } = useAskCoach(useCallback((id: string) => setActiveId(id), []));
  const thread = useCoachConversation(activeId);
  const endRef = useRef<HTMLDivElement>(null);

  const messages = activeId ? (thread.data?.messages ?? []) : [];
  const isStored = answer?.messageId ? messages.some((m) => m.id === answer.messageId) : false;
  // The answer in flight shows until the refetched thread holds it.
  const showLive = answer !== null && !isStored;
  const lastMessage = messages.at(-1);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, answer?.text]);

  const send = (message: string, quick?: CoachQuickQuestion) => {
    if (isStreaming) return;
    void ask({ conversationId: activeId ?? undefined, message, quick, language: lang, today: localDay() });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message || message.length > MAX_LENGTH) return;
    setDraft('');
    send(message);
  };
  const startNew = () => {
    reset();
    setActiveId(null);
  };
  const errorCode = error instanceof ApiError ? error.code : error ? 'generic' : null;

  return (
    <>
      <PageHeader
        title={t('routes:coach.title')}
        description={t('coach:intro')}
        actions={
          <Button variant="secondary" onClick={startNew}>
            <Plus aria-hidden />
            {t('coach:thread.newConversation')}
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)]">
        <section aria-labelledby="coach-conversations-title" className="order-2 lg:order-1">
          <h2 id="coach-conversations-title" className="mb-2 text-lg font-semibold">
            {t('coach:conversations.title')}
          </h2>
          <ConversationList
            activeId={activeId}
            onOpen={(id) => {
              reset();
              setActiveId(id);
            }}
            onDeleted={(id) => id === activeId && startNew()}
          />
        </section>
        <section aria-labelledby="coach-thread-title" className="order-1 flex min-w-0 flex-col gap-4 lg:order-2">
          <h2 id="coach-thread-title" className="sr-only">
            {t('coach:thread.title')}
          </h2>
          <QuickQuestions disabled={isStreaming} onAsk={(quick, text) => send(text, quick)} />
          {activeId && thread.isPending && !answer ? (
            <div className="flex flex-col gap-3" aria-label={t('coach:thread.loading')} role="status">
              <Skeleton className="h-16 w-2/3 self-end" />
              <Skeleton className="h-32 w-5/6" />
            </div>
          ) : !messages.length && !answer ? (
            <EmptyState icon={Bot} title={t('coach:thread.title')} description={t('coach:thread.empty')} />
          ) : (
            <ol className="flex flex-col gap-4" aria-live="off">
              {messages.map((message) => (
                <CoachMessageView
                  key={message.id}
                  role={message.role}
                  content={message.content}
                  links={message.links}
                  provider={message.provider}
                />
              ))}
              {showLive ? (
                <>
                  {lastMessage?.role === 'user' && lastMessage.content === answer.question ? null : (
                    <CoachMessageView role="user" content={answer.question} />
                  )}
                  <CoachMessageView
                    role="assistant"
                    content={answer.failed ? t('coach:thread.failed') : answer.text}
                    links={answer.links}
                    isStreaming={isStreaming}
                  />
                </>
              ) : null}
            </ol>
          )}
          <div ref={endRef} />
          <p className="sr-only" role="status" aria-live="polite">
            {isStreaming ? t('coach:thread.streaming') : answer?.isDone ? answer.text : ''}
          </p>
          {errorCode ? (
            <p role="alert" className="rounded-[8px] border border-destructive/60 bg-destructive/10 p-3 text-sm">
              {t(`coach:errors.${errorCode}`, { defaultValue: t('coach:errors.generic') })}
            </p>
          ) : null}
          <form onSubmit={submit} className="flex flex-col gap-2">
            <label htmlFor={inputId} className="text-sm font-medium">
              {t('coach:input.label')}
            </label>
            <textarea
              id={inputId}
              value={draft}
              rows={3}
              maxLength={MAX_LENGTH}
              placeholder={t('coach:input.placeholder')}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  e.currentTarget.form?.requestSubmit();
                }
              }}
              className="w-full rounded-[8px] border border-border bg-surface px-3 py-2 text-base text-text placeholder:text-muted focus-visible:outline-2 focus-visible:outline-accent"
            />
            <Button type="submit" className="self-end" disabled={isStreaming || !draft.trim()}>
              {isStreaming ? t('coach:input.sending') : t('coach:input.send')}
            </Button>
          </form>
        </section>
      </div>
    </>
  );
}
