/**
 * Server-sent events (text/event-stream) as both ends read them: the coach's answers in the browser, and an
 * OpenAI-compatible provider's chunks in the API. No dependencies, so a page can import it without zod.
 */

export interface StreamEvent {
  /** The `event:` field, or "message" when a block has none. */
  event: string;
  /** The `data:` lines of the block, joined by line breaks. */
  data: string;
}

/** One block ("event: x\ndata: ..."), or null when it carries no data (a comment, a keep-alive). */
export function parseEventBlock(block: string): StreamEvent | null {
  const lines = block.split('\n');
  const data = lines.filter((line) => line.startsWith('data:')).map((line) => line.slice(5).replace(/^ /, ''));
  if (!data.length) return null;
  const event =
    lines
      .find((line) => line.startsWith('event:'))
      ?.slice(6)
      .trim() || 'message';
  return { event, data: data.join('\n') };
}

/** What reads a body as text: `response.body.pipeThrough(new TextDecoderStream()).getReader()`. */
export interface TextReader {
  read(): Promise<{ done: boolean; value?: string }>;
}

/** The events of a stream's body, each as soon as its block is complete. */
export async function* readEventStream(reader: TextReader): AsyncGenerator<StreamEvent> {
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done || value === undefined) break;
    buffer += value.replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const parsed = parseEventBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (parsed) yield parsed;
      end = buffer.indexOf('\n\n');
    }
  }
  const last = parseEventBlock(buffer);
  if (last) yield last;
}
