import { readEventStream } from '@lifeorbit/contracts/event-stream';
import { refusalAtCallTime } from './provider-url';

/**
 * A small client of the OpenAI-compatible chat completions API (POST {baseUrl}/chat/completions with stream: true):
 * text pieces as they come, tool calls assembled from their pieces, and the usage the last chunk reports. Any
 * endpoint that speaks this dialect works (OpenAI, a local llama.cpp or vLLM server, the tests' own server).
 */

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ToolSpec {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export type ChatChunk =
  | { type: 'text'; text: string }
  | { type: 'tool_calls'; calls: ToolCall[] }
  | { type: 'usage'; promptTokens: number; completionTokens: number };

export class ProviderError extends Error {
  override name = 'ProviderError';
}

interface StreamDelta {
  choices?: {
    delta?: {
      content?: string | null;
      tool_calls?: { index: number; id?: string; function?: { name?: string; arguments?: string } }[];
    };
    finish_reason?: string | null;
  }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
}

export interface ChatRequest {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  messages: ChatMessage[];
  tools: ToolSpec[];
  maxTokens: number;
  signal: AbortSignal;
  /** COACH_ALLOW_PRIVATE_URLS: a private or loopback address may answer (a model server on the machine). */
  allowPrivateUrls: boolean;
}

export async function* streamChat(request: ChatRequest): AsyncGenerator<ChatChunk> {
  // Where the host name points now (it may have changed since the URL was saved): see provider-url.ts.
  const refusal = await refusalAtCallTime(request.baseUrl, request.allowPrivateUrls).catch(() => 'unresolved');
  if (refusal) throw new ProviderError(`The provider's address is refused (${refusal})`);
  const response = await fetch(`${request.baseUrl.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      ...(request.apiKey ? { Authorization: `Bearer ${request.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: request.model,
      messages: request.messages,
      tools: request.tools,
      max_tokens: request.maxTokens,
      stream: true,
      stream_options: { include_usage: true },
    }),
    signal: request.signal,
    // A redirect is never followed: it could lead inside the network, and its body into a member's answer.
    redirect: 'manual',
  });
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    throw new ProviderError(`The provider answered a redirect (${response.status})`);
  }
  if (!response.ok || !response.body) throw new ProviderError(`The provider answered ${response.status}`);

  const calls = new Map<number, ToolCall>();
  for await (const { data } of readEventStream(response.body.pipeThrough(new TextDecoderStream()).getReader())) {
    if (data.trim() === '[DONE]') break;
    let chunk: StreamDelta;
    try {
      chunk = JSON.parse(data) as StreamDelta;
    } catch {
      throw new ProviderError('The provider sent a chunk that is not JSON');
    }
    for (const choice of chunk.choices ?? []) {
      if (choice.delta?.content) yield { type: 'text', text: choice.delta.content };
      for (const piece of choice.delta?.tool_calls ?? []) {
        const call = calls.get(piece.index) ?? { id: '', type: 'function', function: { name: '', arguments: '' } };
        if (piece.id) call.id = piece.id;
        if (piece.function?.name) call.function.name += piece.function.name;
        if (piece.function?.arguments) call.function.arguments += piece.function.arguments;
        calls.set(piece.index, call);
      }
    }
    if (chunk.usage) {
      yield {
        type: 'usage',
        promptTokens: chunk.usage.prompt_tokens ?? 0,
        completionTokens: chunk.usage.completion_tokens ?? 0,
      };
    }
  }
  if (calls.size) yield { type: 'tool_calls', calls: [...calls.values()] };
}
