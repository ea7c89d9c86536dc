import type { Language } from '@inkstone/contract/edition';
import type { WritingTone, WritingTool, WritingToolBody } from '@inkstone/contract/writing-tools';

/**
 * What each tool asks the model, in both languages. The instructions are written in the
 * language the answer must be in (a Chinese instruction gets Chinese back more reliably than an
 * English one that says "answer in Chinese"); the text itself is the user's turn, as written.
 */
type Words = {
  role: string;
  only: string;
  answerIn: string;
  tasks: Record<WritingTool, string>;
  tones: Record<WritingTone, string>;
  languages: Record<Language, string>;
  labels: { idea: string; title: string; abstract: string; outline: string; section: string };
  around: { document: string; before: string; after: string };
};

const LIST = {
  en: 'Answer with a Markdown list of 5 titles, one per line ("- " then the title), and nothing else.',
  zh_CN: '用 Markdown 列表给出 5 个标题，每行一个（"- " 后接标题），不要写其他内容。',
};

const WORDS: Record<Language, Words> = {
  en: {
    role: 'You are the writing assistant of a Markdown editor.',
    only:
      'Reply with the result only: no preface, no explanation, no quotation marks or code fence around it. ' +
      'Keep the Markdown formatting (headings, lists, links, emphasis).',
    answerIn: 'Write in {language}.',
    tasks: {
      continue:
        'Continue the text from where it ends, in the same voice and style, for one or two paragraphs. ' +
        'Do not repeat the text.',
      rewrite: 'Rewrite the text so that it says the same thing in other words, clearer and more natural.',
      expand:
        'Expand the text with detail, examples and explanation, keeping its meaning and tone (about twice as long).',
      shorten: 'Shorten the text to about half its length, keeping its key points.',
      polish:
        'Polish the text: fix grammar, spelling and punctuation and smooth the flow, changing no more than needed.',
      tone: 'Rewrite the text in a {tone} tone, keeping its meaning.',
      translate: 'Translate the text into {language}. Keep names, numbers, code and Markdown as they are.',
      summarize: 'Summarize the text in one short paragraph (a few bullet points if it is long).',
      titles: `Suggest titles for the text. ${LIST.en}`,
      'wizard.titles': `The text is an idea for an article. Suggest titles for the article. ${LIST.en}`,
      'wizard.abstract':
        'Write the abstract of the article with the given title, from the idea: one paragraph of 100 to 200 words.',
      'wizard.outline':
        'Write the outline of the article with the given title and abstract, from the idea: 4 to 7 sections, ' +
        'each a level-2 heading ("## ") followed by one or two bullet points on what it covers. Nothing else.',
      'wizard.section':
        'Write the content of one section of the article (the section named below), following the outline and ' +
        'the abstract. Write only that section; do not repeat its heading; use level-3 headings at most.',
    },
    tones: {
      formal: 'formal',
      casual: 'casual',
      friendly: 'friendly',
      professional: 'professional',
      humorous: 'humorous',
      academic: 'academic',
      persuasive: 'persuasive',
    },
    languages: { en: 'English', zh_CN: 'Simplified Chinese' },
    labels: { idea: 'Idea', title: 'Title', abstract: 'Abstract', outline: 'Outline', section: 'Section to write' },
    around: {
      document: 'The document the text belongs to, for context only (do not rewrite it):',
      before: 'The text just before, for context only (do not rewrite it):',
      after: 'The text just after, for context only (do not rewrite it):',
    },
  },
  zh_CN: {
    role: '你是一个 Markdown 编辑器里的写作助手。',
    only: '只输出结果：不要开场白，不要解释，不要用引号或代码块包住结果。保留 Markdown 格式（标题、列表、链接、强调）。',
    answerIn: '使用{language}写作。',
    tasks: {
      continue: '从文字结尾处接着写一到两段，保持原文的语气和风格，不要重复原文。',
      rewrite: '改写这段文字：意思不变，换一种说法，更清晰、更自然。',
      expand: '扩写这段文字：补充细节、例子和解释，保持原意和语气（约为原文的两倍长）。',
      shorten: '缩写这段文字到原文的一半左右，保留要点。',
      polish: '润色这段文字：改正语法、错别字和标点，使行文更流畅，尽量少改动。',
      tone: '用{tone}的语气改写这段文字，意思不变。',
      translate: '把这段文字翻译成{language}。人名、数字、代码和 Markdown 格式保持不变。',
      summarize: '用一小段话概括这段文字（较长时可用几个要点）。',
      titles: `为这段文字拟标题。${LIST.zh_CN}`,
      'wizard.titles': `这段文字是一篇文章的创作灵感。请为这篇文章拟标题。${LIST.zh_CN}`,
      'wizard.abstract': '根据创作灵感，为下面这个标题的文章写摘要：一段话，150 到 300 字。',
      'wizard.outline':
        '根据创作灵感，为下面这个标题和摘要的文章写大纲：4 到 7 节，每节是一个二级标题（"## "），' +
        '后面用一两个要点说明这一节写什么。不要写其他内容。',
      'wizard.section':
        '按照大纲和摘要，写文章中指定的那一节的正文。只写这一节；不要重复这一节的标题；最多使用三级标题。',
    },
    tones: {
      formal: '正式',
      casual: '轻松随意',
      friendly: '亲切友好',
      professional: '专业',
      humorous: '幽默',
      academic: '学术',
      persuasive: '有说服力',
    },
    languages: { en: '英文', zh_CN: '简体中文' },
    labels: { idea: '创作灵感', title: '标题', abstract: '摘要', outline: '大纲', section: '要写的一节' },
    around: {
      document: '这段文字所在的文档，仅供参考（不要改写）：',
      before: '这段文字前面的内容，仅供参考（不要改写）：',
      after: '这段文字后面的内容，仅供参考（不要改写）：',
    },
  },
};

/** Chinese when a fifth of the letters are Han characters: mixed text with English terms stays Chinese. */
export function languageOfText(text: string): Language {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return han > 0 && han * 5 >= letters ? 'zh_CN' : 'en';
}

/** The answer's language: translation goes to the other language unless told; the rest answer in the text's. */
export function answerLanguage(body: WritingToolBody): Language {
  const own = languageOfText(body.text);
  if (body.language) return body.language;
  if (body.tool === 'translate') return own === 'zh_CN' ? 'en' : 'zh_CN';
  return own;
}

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

/** What the model reads around the text: the document and the text either side of the selection. */
export type Surroundings = { document?: { title: string; text: string } };

export function toolPrompt(body: WritingToolBody, surroundings: Surroundings = {}): { system: string; user: string } {
  const language = answerLanguage(body);
  const words = WORDS[language];
  const params = { language: words.languages[language], tone: body.tone ? words.tones[body.tone] : '' };
  const context = body.context ?? {};
  const around: string[] = [];
  if (surroundings.document) {
    around.push(`${words.around.document}\n# ${surroundings.document.title}\n\n${surroundings.document.text}`);
  }
  if (context.before?.trim()) around.push(`${words.around.before}\n${context.before}`);
  if (context.after?.trim()) around.push(`${words.around.after}\n${context.after}`);
  const system = [
    words.role,
    fill(words.tasks[body.tool], params),
    words.only,
    fill(words.answerIn, params),
    ...around,
  ].join('\n\n');
  return { system, user: body.tool.startsWith('wizard.') ? wizardTurn(body, words) : body.text };
}

/** The wizard's turn: the idea, then what the earlier steps settled, each labelled. */
function wizardTurn(body: WritingToolBody, words: Words): string {
  const { title, abstract, outline, section } = body.context ?? {};
  const { labels } = words;
  return [
    `${labels.idea}:\n${body.text}`,
    title?.trim() && `${labels.title}: ${title.trim()}`,
    abstract?.trim() && body.tool !== 'wizard.abstract' && `${labels.abstract}:\n${abstract.trim()}`,
    outline?.trim() && body.tool === 'wizard.section' && `${labels.outline}:\n${outline.trim()}`,
    section?.trim() && body.tool === 'wizard.section' && `${labels.section}: ${section.trim()}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}
