import type { Language } from '@inkstone/contract/edition';
import { formatMessage, type MessageKey } from '@inkstone/contract/messages';
import type { BotActivity } from '../chat/service.ts';

export type DigestFacts = { botName: string; since: Date; timeZone: string; manageUrl: string; activity: BotActivity };

const sinceText = (facts: DigestFacts, language: Language) =>
  new Intl.DateTimeFormat(language === 'zh_CN' ? 'zh-CN' : 'en-GB', {
    timeZone: facts.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(facts.since);

/** The email: the counts, the most asked questions and the unanswered ones, and where to change it. */
export function digestEmail(facts: DigestFacts, language: Language): { subject: string; text: string } {
  const say = (key: MessageKey, params?: Record<string, string | number>) => formatMessage(language, key, params);
  const { activity } = facts;
  const since = sinceText(facts, language);
  const lines = [
    activity.questions
      ? say('bot.digest.counts', {
          since,
          conversations: activity.conversations,
          questions: activity.questions,
          askers: activity.askers,
        })
      : say('bot.digest.none', { since }),
  ];
  if (activity.top.length) {
    lines.push('', `${say('bot.digest.top')}:`, ...activity.top.map((item) => `- ${item.question} (${item.count})`));
  }
  if (activity.unanswered.length) {
    lines.push('', `${say('bot.digest.unanswered')}:`, ...activity.unanswered.map((question) => `- ${question}`));
  }
  lines.push('', say('bot.digest.manage', { url: facts.manageUrl }));
  return { subject: say('bot.digest.subject', { name: facts.botName }), text: lines.join('\n') };
}

/** The SMS: the counts only, with the template parameters a provider template takes. */
export function digestSms(facts: DigestFacts, language: Language): { text: string; params: Record<string, string> } {
  const params = {
    name: facts.botName.slice(0, 20),
    conversations: String(facts.activity.conversations),
    questions: String(facts.activity.questions),
    unanswered: String(facts.activity.unanswered.length),
  };
  return { text: formatMessage(language, 'bot.digest.sms', params), params };
}
