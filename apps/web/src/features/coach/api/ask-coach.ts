import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CoachLink, CoachQuickQuestion, CoachStreamDone } from '@lifeorbit/contracts/coach';
import type { ErrorBody } from '@lifeorbit/contracts';
import { readEventStream } from '@lifeorbit/contracts/event-stream';
import { ApiError } from '@/lib/api';
import { coachKeys } from './keys';

export interface AskCoachInput {
  conversationId?: string;
  message: string;
  quick?: CoachQuickQuestion;
  language: string;
  today: string;
}

export type CoachStreamEvent =
  | { event: 'start'; data: { conversationId: string; messageId: string } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'reset'; data: Record<string, never> }
  | { event: 'done'; data: CoachStreamDone }
  | { event: 'error'; data: { code: string } };

function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Asks the coach and calls `onEvent` for each server-sent event as it arrives. A refusal before the stream (a 400,
 * a 404) throws the API's error, like any other call.
 */
export async function askCoach(input: AskCoachInput, onEvent: (event: CoachStreamEvent) => void, signal?: AbortSignal) {
  const body = { ...input, tz: deviceTimeZone() };
  const response = await fetch('/api/coach/messages', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok || !response.body) {
    const error = ((await response.json().catch(() => ({}))) as Partial<ErrorBody>).error;
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? response.statusText,
      error?.details,
    );
  }
  for await (const { event, data } of readEventStream(response.body.pipeThrough(new TextDecoderStream()).getReader())) {
    onEvent({ event, data: JSON.parse(data) } as CoachStreamEvent);
  }
}

export interface StreamingAnswer {
  question: string;
  /** The id the answer is stored under (known from the stream's start). */
  messageId: string | null;
  text: string;
  links: CoachLink[];
  fallback: CoachStreamDone['fallback'];
  isDone: boolean;
  failed: boolean;
}

/** The chat's one answer in flight: its text grows as pieces arrive; the thread is refetched when it ends. */
export function useAskCoach(onConversation: (id: string) => void) {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<StreamingAnswer | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [isStreaming, setIsStreaming] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const ask = useCallback(
    async (input: AskCoachInput) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setError(null);
      setIsStreaming(true);
      setAnswer({
        question: input.message,
        messageId: null,
        text: '',
        links: [],
        fallback: null,
        isDone: false,
        failed: false,
      });
      let conversationId = input.conversationId;
      try {
        await askCoach(
          input,
          (event) => {
            if (event.event === 'start') {
              conversationId = event.data.conversationId;
              const { messageId } = event.data;
              setAnswer((a) => a && { ...a, messageId });
              onConversation(conversationId);
            } else if (event.event === 'delta') {
              setAnswer((a) => a && { ...a, text: a.text + event.data.text });
            } else if (event.event === 'reset') {
              setAnswer((a) => a && { ...a, text: '' });
            } else if (event.event === 'done') {
              setAnswer((a) => a && { ...a, links: event.data.links, fallback: event.data.fallback, isDone: true });
            } else {
              setAnswer((a) => a && { ...a, failed: true, isDone: true });
            }
          },
          controller.signal,
        );
      } catch (err) {
        if (!controller.signal.aborted) {
          setError(err);
          setAnswer(null);
        }
      } finally {
        if (abort.current === controller) setIsStreaming(false);
        // A thread read still in flight began before the answer was stored, and TanStack Query hands a query's
        // first fetch to an invalidation instead of starting another: cancel it, so the refetch reads the answer.
        await queryClient.cancelQueries({ queryKey: coachKeys.all });
        await queryClient.invalidateQueries({ queryKey: coachKeys.all });
      }
    },
    [onConversation, queryClient],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    setAnswer(null);
    setError(null);
    setIsStreaming(false);
  }, []);

  return { ask, answer, error, isStreaming, reset };
}
