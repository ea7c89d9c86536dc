import type { Source, StreamPart } from '../types.ts';

/** Reads a whole stream for assertions: the parts, and the text a user would have seen. */
export async function collect(stream: AsyncIterable<StreamPart>): Promise<{
  parts: StreamPart[];
  text: string;
  reasoning: string;
  sources: Source[];
  last: StreamPart;
}> {
  const parts: StreamPart[] = [];
  for await (const part of stream) parts.push(part);
  const last = parts.at(-1);
  if (!last) throw new Error('the stream yielded nothing');
  return {
    parts,
    text: parts.map((part) => (part.type === 'text' ? part.text : '')).join(''),
    reasoning: parts.map((part) => (part.type === 'reasoning' ? part.text : '')).join(''),
    sources: parts.flatMap((part) => (part.type === 'source' ? [part.source] : [])),
    last,
  };
}
