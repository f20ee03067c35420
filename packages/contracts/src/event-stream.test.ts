import { describe, expect, it } from 'vitest';
import { parseEventBlock, readEventStream, type TextReader } from './event-stream';

function bodyOf(pieces: string[]): TextReader {
  const queue = [...pieces];
  return { read: async () => (queue.length ? { done: false, value: queue.shift() } : { done: true }) };
}

describe('server-sent events', () => {
  it('reads events split anywhere across chunks, with CRLF, comments and a last block without a blank line', async () => {
    const events = [];
    for await (const event of readEventStream(
      bodyOf([
        'event: sta',
        'rt\ndata: {"a":1}\n',
        '\n: keep-alive\n\nda',
        'ta: one\r\ndata: two\r\n\r\n',
        'data: [DONE]',
      ]),
    )) {
      events.push(event);
    }
    expect(events).toEqual([
      { event: 'start', data: '{"a":1}' },
      { event: 'message', data: 'one\ntwo' },
      { event: 'message', data: '[DONE]' },
    ]);
  });

  it('gives null for a block with no data', () => {
    expect(parseEventBlock(': comment')).toBeNull();
    expect(parseEventBlock('event: ping')).toBeNull();
  });
});
