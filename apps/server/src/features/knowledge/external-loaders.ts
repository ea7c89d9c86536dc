import { ResultCode } from '@inkstone/contract/envelope';
import { formatSize } from '@inkstone/contract/files';
import { AppError, invalid } from '../../platform/http/errors.ts';
import { safeFetch } from '../../platform/fetch/safe-fetch.ts';
import { PASSING_FETCH_ERRORS } from '../../platform/fetch/fetch-errors.ts';
import type { Platform } from '../../platform/platform.ts';
import type { FileRow } from '../../platform/db/tables/files.ts';
import { findFile } from '../files/service.ts';
import { loadDocument, loadQaTable, loadUrlPage, type LoadRefusal, type Ocr } from './loaders/index.ts';
import { refuse, unsupportedFormat, type SourceRefusal } from './refusal.ts';
import type { QaTableReader } from './service.ts';
import type { ExternalLoaders } from './source-text.ts';

type LoaderPlatform = Pick<Platform, 'db' | 'storage' | 'config'>;
/** Reads the text in a picture; null where this server has no OCR. */
export type ImageReader = ((png: Buffer) => Promise<string>) | null;

/** A web page is text: a few megabytes is already a very long article. */
const PAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Files, pictures and web pages as text, with the refusals a user can act on. */
export function externalLoaders(platform: LoaderPlatform, readImage: ImageReader): ExternalLoaders {
  const { config } = platform;
  const ocr: Ocr | undefined = readImage ? (image) => readImage(Buffer.from(image.png)) : undefined;
  return {
    async file(_source, payload) {
      const file = await storedFile(platform, payload.fileId);
      const loaded = await loadDocument(await bytesOf(platform, file), file.name, {
        maxBytes: config.KNOWLEDGE_FILE_MAX_MB * 1024 * 1024,
        maxPages: config.KNOWLEDGE_MAX_PAGES,
        ocr,
      });
      if (!loaded.ok) throw refusalOf(loaded);
      if (loaded.ocrNeeded?.length) throw refuse('knowledge.needsOcr');
      return loaded.source;
    },
    async image(_source, payload) {
      if (!readImage) throw refuse('knowledge.needsOcr');
      const file = await storedFile(platform, payload.fileId);
      const text = await readImage(await bytesOf(platform, file));
      if (!text.trim()) throw refuse('knowledge.empty');
      return { text };
    },
    async url(_source, payload, signal) {
      const page = await safeFetch(payload.url, {
        maxBytes: PAGE_MAX_BYTES,
        timeoutMs: config.KNOWLEDGE_FETCH_TIMEOUT_MS,
        allowHosts: new Set(config.FETCH_ALLOW_HOSTS),
        accept: 'text/html,application/xhtml+xml,text/plain;q=0.8',
        signal,
      }).catch((error: unknown) => {
        // A refused address will be refused again; a timeout or a dead host may answer later.
        if (error instanceof AppError && !PASSING_FETCH_ERRORS.has(error.key)) throw refuse(error.key, error.params);
        throw error;
      });
      if (page.status >= 400) {
        if (page.status >= 500 || page.status === 429) throw new Error(`the page answered HTTP ${page.status}`);
        throw refuse('knowledge.pageRefused', { reason: `HTTP ${page.status}` });
      }
      const type = String(page.headers['content-type'] ?? 'text/html').toLowerCase();
      const body = page.body.toString('utf8');
      if (type.startsWith('text/plain')) return { text: body };
      if (!type.includes('html')) throw unsupportedRefusal();
      const read = loadUrlPage(body, page.url);
      if (!read.ok) throw read.reason === 'empty' ? refuse('knowledge.empty') : refuse('knowledge.tooLong');
      return { ...read.source, name: read.title || undefined };
    },
  };
}

/** Reads an uploaded Q&A table when the source is added, so a bad row is answered at once. */
export function qaTableReader(platform: LoaderPlatform): QaTableReader {
  return async (file) => {
    const read = await loadQaTable(await bytesOf(platform, file), file.name);
    if (read.ok) return read.pairs;
    switch (read.reason) {
      case 'unsupported':
        throw new AppError(ResultCode.unsupportedMedia, 'knowledge.unsupportedFormat', { formats: 'csv, xlsx' });
      case 'corrupt':
        throw invalid('knowledge.corrupt', { format: file.extension });
      case 'empty':
        throw invalid('knowledge.noPairs');
      case 'incompleteRows':
        throw invalid('knowledge.emptyQaRows', { rows: read.rows.slice(0, 20).join(', ') });
    }
  };
}

function refusalOf(refusal: LoadRefusal): SourceRefusal {
  switch (refusal.reason) {
    case 'unsupported':
      return unsupportedRefusal();
    case 'corrupt':
      return refuse('knowledge.corrupt', { format: refusal.format });
    case 'empty':
      return refuse('knowledge.empty');
    case 'tooManyPages':
      return refuse('knowledge.tooManyPages', { limit: refusal.maxPages });
    case 'tooLarge':
      return refusal.unit === 'chars'
        ? refuse('knowledge.textTooLong', { limit: refusal.limit })
        : refuse('knowledge.fileTooLarge', { limit: formatSize(refusal.limit) });
  }
}

const unsupportedRefusal = () => {
  const error = unsupportedFormat();
  return refuse(error.key, error.params);
};

async function storedFile(platform: LoaderPlatform, fileId: string): Promise<FileRow> {
  const file = await findFile(platform.db, fileId);
  if (!file) throw refuse('knowledge.fileMissing');
  return file;
}

async function bytesOf(platform: LoaderPlatform, file: FileRow): Promise<Buffer> {
  const stored = await platform.storage.get(file.storageKey);
  if (!stored) throw refuse('knowledge.fileMissing');
  const parts: Buffer[] = [];
  for await (const part of stored.stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}
