import { describe, expect, it } from 'vitest';
import { createSseParser } from './parser.ts';

const parse = (chunks: string[], end = true) => {
  const out: string[] = [];
  const parser = createSseParser((data) => out.push(data));
  for (const chunk of chunks) parser.push(chunk);
  if (end) parser.end();
  return out;
};

describe('SSE parser', () => {
  it('hands over each event’s data', () => {
    expect(parse(['data: {"a":1}\n\ndata: {"b":2}\n\n'])).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('joins lines split across chunks, in any place, and CRLF endings', () => {
    expect(parse(['da', 'ta: {"a"', ':1}\r', '\n\r\n', 'data: x\r\n\r\n'])).toEqual(['{"a":1}', 'x']);
  });

  it('joins several data lines of one event with a newline, and skips comments and other fields', () => {
    expect(parse([': keep-alive\n', 'event: message\nid: 4\ndata: one\ndata: two\n\n'])).toEqual(['one\ntwo']);
  });

  it('waits for the blank line, but a last event without it counts when the body ends', () => {
    expect(parse(['data: tail'], false)).toEqual([]);
    expect(parse(['data: tail'])).toEqual(['tail']);
  });
});
