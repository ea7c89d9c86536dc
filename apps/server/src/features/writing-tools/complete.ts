import type { Completion, CompletionBody } from '@inkstone/contract/writing-tools';
import { ResultCode } from '@inkstone/contract/envelope';
import { formatMessage } from '@inkstone/contract/messages';
import { complete } from '../../ai/complete.ts';
import { SUGGESTED_KEYS } from '../../ai/offline/phrases.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import { getDocument } from '../writing/service.ts';
import { writingModel } from './service.ts';

const HOUR_MS = 60 * 60 * 1000;
/** A suggestion is a few words, at most a sentence: cheap and quick. */
const MAX_TOKENS = 48;
const MAX_CHARS = 200;

const SYSTEM =
  "You complete the user's text as they type. Reply with only the words that come next at the cursor: " +
  "at most one sentence, in the text's language and style, without quotes or explanations. " +
  'If nothing fits, reply with nothing.';

/**
 * The editor's suggestion as you type (SPEC §3 `write.editorCompletion`): the words the model
 * expects at the cursor. Not counted as a question — it comes after every pause in typing — but
 * limited per user and hour. Without a provider it says what to configure; a model's fault is no
 * suggestion (the writer's text is never touched here, so nothing can be lost).
 */
export async function suggestCompletion(
  caller: Caller,
  user: UserRow,
  body: CompletionBody,
  signal?: AbortSignal,
): Promise<Completion> {
  const { ai, config, rateLimiter } = caller.platform;
  // Another user's document is refused with the permission message.
  if (body.docId) await getDocument(caller, user, body.docId);
  if (ai.demoMode)
    return {
      status: 'offline',
      text: '',
      notice: formatMessage(caller.language, 'writingTools.completionNoProvider', { keys: SUGGESTED_KEYS }),
    };
  const limit = config.WRITE_COMPLETIONS_PER_HOUR;
  const hit = await rateLimiter.hit(`write-complete:${user.id}`, limit, HOUR_MS);
  if (!hit.allowed)
    throw new AppError(ResultCode.tooManyRequests, 'writingTools.completionLimit', {
      limit,
      minutes: Math.max(1, Math.ceil(hit.retryAfterMs / 60_000)),
    });
  const model = await writingModel(caller, user);
  if (!ai.isEnabled(model)) throw new AppError(ResultCode.invalid, 'ai.modelUnavailable');
  try {
    const result = await complete(ai.languageModel(model), {
      messages: [{ role: 'user', content: promptFor(body) }],
      system: SYSTEM,
      maxOutputTokens: MAX_TOKENS,
      signal,
    });
    const text = continuation(result.text);
    return { status: text ? 'ok' : 'none', text };
  } catch {
    // The upstream failed or the writer typed on (the request was dropped): no suggestion.
    return { status: 'none', text: '' };
  }
}

function promptFor({ before, after }: CompletionBody): string {
  const parts = [`Text before the cursor:\n<<<\n${before}\n>>>`];
  if (after.trim()) parts.push(`Text after the cursor:\n<<<\n${after}\n>>>`);
  parts.push('Write only what comes at the cursor.');
  return parts.join('\n\n');
}

/** One line of what the model wrote, without the quotes models like to add. */
export function continuation(raw: string): string {
  const line = raw.split('\n').find((part) => part.trim()) ?? '';
  const unquoted = line.replace(/^\s*["“「『]+|["”」』]+\s*$/g, '');
  return unquoted.trimEnd().slice(0, MAX_CHARS);
}
