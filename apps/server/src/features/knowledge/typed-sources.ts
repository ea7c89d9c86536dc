import type { SourcePayload } from '@inkstone/contract/knowledge';
import type { Block, SourceText } from './blocks.ts';
import { qaText } from './qa-text.ts';

type Typed<K extends SourcePayload['kind']> = Extract<SourcePayload, { kind: K }>;

/** A pasted text: its title as the heading every chunk is searched under. */
export function textSource(payload: Typed<'text'>): SourceText {
  return { text: `# ${payload.title.trim()}\n\n${payload.body.trim()}` };
}

export function qaSource(payload: Typed<'qa'>): SourceText & { blocks: Block[] } {
  return qaText(payload.pairs);
}

/**
 * A place as one card-like passage. The labels carry both languages, so a question in either
 * ("phone", "电话") finds the line, and the whole card stays one chunk that quotes it all.
 */
export function addressSource(payload: Typed<'address'>): SourceText & { blocks: Block[] } {
  const lines = [
    `# ${payload.name.trim()}`,
    `Address 地址: ${payload.address.trim()}`,
    payload.phone ? `Phone 电话: ${payload.phone.trim()}` : '',
    payload.hours ? `Opening hours 营业时间: ${payload.hours.trim()}` : '',
    payload.mapUrl ? `Map 地图: ${payload.mapUrl.trim()}` : '',
  ].filter(Boolean);
  const text = lines.join('\n');
  return { text, blocks: [{ kind: 'qa', start: 0, end: text.length, page: null }] };
}
