import type { Language } from '@inkstone/contract/edition';
import type { MinutesTemplate } from '@inkstone/contract/voice';
import { clockOf } from './export.ts';
import type { VoiceRecordingRow } from './tables.ts';

/**
 * What the model is asked for each template, in both languages. Every template has the same four
 * parts (summary, key decisions, action items with owner and due date, highlights with
 * timestamps) with the emphasis of its kind; the instructions forbid inventing what the
 * transcript does not say (an owner or a date nobody named stays "not stated").
 */
const WORDS: Record<
  Language,
  { role: string; rules: string; sections: string; kinds: Record<MinutesTemplate, string>; transcript: string }
> = {
  en: {
    role: 'You write minutes from a transcript of a recording.',
    rules:
      'Use only what the transcript says: never invent names, decisions, owners or dates. Where an owner or a ' +
      'due date is not said, write "not stated". Quote timestamps as [hh:mm:ss] from the transcript. Answer in ' +
      'Markdown, in English, with the sections below and nothing before or after them.',
    sections:
      '## Summary\n(a short paragraph)\n\n## Key decisions\n- …\n\n## Action items\n- [ ] task — owner: …; due: …\n\n' +
      '## Highlights\n- [hh:mm:ss] …',
    kinds: {
      general: 'It is a meeting: say what was discussed and agreed.',
      standup:
        'It is a stand-up: in the summary, say per person what they did, what they will do and what blocks them.',
      lecture:
        'It is a lecture or a talk: the summary gives its main ideas; decisions are the conclusions it reaches; ' +
        'action items are the reading or exercises it sets.',
      interview:
        'It is an interview: the summary gives the questions asked and the answers given; highlights are the most ' +
        'telling answers.',
    },
    transcript: 'The transcript, one line per segment ([start] speaker: text):',
  },
  zh_CN: {
    role: '你根据录音的转写稿撰写纪要。',
    rules:
      '只使用转写稿中说到的内容：绝不编造人名、决定、负责人或日期。没有提到负责人或截止日期时写"未说明"。' +
      '引用时间戳时使用转写稿中的 [hh:mm:ss]。用中文和 Markdown 回答，只包含下面这些小节，前后不要写其他内容。',
    sections:
      '## 摘要\n（一小段）\n\n## 关键决定\n- …\n\n## 待办事项\n- [ ] 事项 — 负责人：…；截止：…\n\n## 要点\n- [hh:mm:ss] …',
    kinds: {
      general: '这是一次会议：说明讨论了什么、达成了什么。',
      standup: '这是一次站会：摘要中按人说明已完成的、接下来要做的和遇到的阻碍。',
      lecture: '这是一堂课或一次讲座：摘要给出主要观点；关键决定写它得出的结论；待办事项写布置的阅读或练习。',
      interview: '这是一次访谈：摘要给出提出的问题和得到的回答；要点写最有代表性的回答。',
    },
    transcript: '转写稿，每行一段（[开始时间] 说话人：内容）：',
  },
};

/** The transcript as the model reads it, cut to `maxChars` from the start (long recordings). */
export function transcriptForModel(row: VoiceRecordingRow, maxChars = 60_000): { text: string; cut: boolean } {
  const names = new Map(row.speakers.map((speaker) => [speaker.id, speaker.name]));
  const text = row.segments
    .map((segment) => {
      const who = segment.speaker ? `${names.get(segment.speaker) ?? segment.speaker}: ` : '';
      return `[${clockOf(segment.startMs)}] ${who}${segment.text}`;
    })
    .join('\n');
  return { text: text.slice(0, maxChars), cut: text.length > maxChars };
}

export function minutesPrompt(row: VoiceRecordingRow, template: MinutesTemplate, language: Language) {
  const words = WORDS[language];
  const system = [words.role, words.kinds[template], words.rules, words.sections].join('\n\n');
  const user = `${row.title}\n\n${words.transcript}\n${transcriptForModel(row).text}`;
  return { system, user };
}

/** The language of the minutes: the transcript's when it is clearly Chinese or English, else the reader's. */
export function minutesLanguage(row: VoiceRecordingRow, reader: Language): Language {
  const sample = row.transcriptText.slice(0, 2000);
  const han = (sample.match(/\p{Script=Han}/gu) ?? []).length;
  const latin = (sample.match(/[A-Za-z]/g) ?? []).length;
  if (han + latin < 20) return reader;
  return han * 3 > latin ? 'zh_CN' : 'en';
}
