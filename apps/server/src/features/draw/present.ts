import type { DrawPush, ImageRecord } from '@inkstone/contract/draw';
import type { Language } from '@inkstone/contract/edition';
import { formatMessage } from '@inkstone/contract/messages';
import type { FileUrls } from '../../platform/storage/file-urls.ts';
import type { DrawTaskRow } from './tables.ts';

/** A failed task's text: the image service's own words, else the catalogue's 'generation failed'. */
export const failText = (task: DrawTaskRow, language: Language) =>
  task.failReason ?? formatMessage(language, 'draw.failed');

/** The finished picture's address, signed for now (the task keeps the plain one). */
const resultOf = (task: DrawTaskRow, urls: FileUrls) =>
  task.code === '00' && task.resultUrl ? urls.sign(task.resultUrl) : null;

/** SPEC's `content`/`reponse`: the url when done, the reason when failed, the progress while running. */
function content(task: DrawTaskRow, language: Language, urls: FileUrls): string {
  if (task.code === '00') return resultOf(task, urls) ?? '';
  if (task.code === '02') return failText(task, language);
  return String(task.progress);
}

/** SPEC.md §3 keeps input pictures as one address or a JSON list. */
function imageField(inputs: DrawTaskRow['inputs'], urls: FileUrls): string {
  const signed = inputs.map((input) => urls.sign(input.url));
  return signed.length === 0 ? '' : signed.length === 1 ? signed[0]! : JSON.stringify(signed);
}

/** Every file address in a record or push is signed as it is handed out (DESIGN.md §4a). */
export function presentRecord(task: DrawTaskRow, language: Language, urls: FileUrls): ImageRecord {
  return {
    tableId: task.id,
    msgId: task.msgId,
    mjTaskId: task.id,
    type: task.productType,
    prompt: urls.signAll(task.prompt),
    base64ImgUrl: imageField(task.inputs, urls),
    action: task.action,
    status: task.code,
    code: task.code,
    progress: task.progress,
    reponse: content(task, language, urls),
    url: resultOf(task, urls),
    failReason: task.code === '02' ? failText(task, language) : null,
    width: task.width,
    height: task.height,
    provider: task.provider,
    parentId: task.parentId,
    index: task.quadrant,
    expand1: task.expand1,
    expand2: task.expand2,
    expand3: task.expand3,
    expand4: task.expand4,
    createDate: task.createdAt.toISOString(),
    updateDate: task.updatedAt.toISOString(),
  };
}

export function pushOf(task: DrawTaskRow, urls: FileUrls): DrawPush {
  const language = task.language;
  return {
    type: 'draw',
    mjTaskId: task.id,
    ...(task.msgId ? { msgId: task.msgId } : {}),
    action: task.action,
    code: task.code,
    progress: task.code === '01' ? task.progress : 100,
    content: content(task, language, urls),
    url: resultOf(task, urls),
    failReason: task.code === '02' ? failText(task, language) : null,
    parentId: task.parentId,
    index: task.quadrant,
    provider: task.provider,
  };
}
