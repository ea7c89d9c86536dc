import type { Language } from './edition.ts';

/**
 * The built-in prompt templates of the composer's `/` library (issue #18 item 5), in both
 * languages: one copy for the server, which renders a template in the asker's language, and the
 * web, which lists them (loaded only when the library first opens). A template's `{{name}}`
 * placeholders are the same in both languages; `variables` labels each for the form, and `long`
 * asks for a multi-line box.
 */
export const TemplateCategories = ['writing', 'translation', 'coding', 'study', 'work', 'marketing'] as const;
export type TemplateCategory = (typeof TemplateCategories)[number];

export type Bilingual = Record<Language, string>;
export type TemplateVariable = Bilingual & { long?: boolean };

export type BuiltinTemplate = {
  /** `category.name`: never the form of a user's own template id. */
  id: string;
  category: TemplateCategory;
  title: Bilingual;
  description: Bilingual;
  text: Bilingual;
  variables: Record<string, TemplateVariable>;
};

const text = { en: 'Text', zh_CN: '文本', long: true } satisfies TemplateVariable;
const topic = { en: 'Topic', zh_CN: '主题' } satisfies TemplateVariable;
const audience = { en: 'Audience', zh_CN: '读者' } satisfies TemplateVariable;
const language = { en: 'Target language', zh_CN: '目标语言' } satisfies TemplateVariable;
const code = { en: 'Code', zh_CN: '代码', long: true } satisfies TemplateVariable;
const programming = { en: 'Programming language', zh_CN: '编程语言' } satisfies TemplateVariable;
const product = { en: 'Product', zh_CN: '产品' } satisfies TemplateVariable;

export const builtinTemplates: readonly BuiltinTemplate[] = [
  {
    id: 'writing.outline',
    category: 'writing',
    title: { en: 'Article outline', zh_CN: '文章大纲' },
    description: { en: 'A structured outline for an article', zh_CN: '为文章列出结构清晰的大纲' },
    text: {
      en:
        'Write a detailed outline for an article about {{topic}} for {{audience}}: headings, key ' +
        'points under each, and a suggested length for every section.',
      zh_CN:
        '请为面向{{audience}}的一篇关于“{{topic}}”的文章写一份详细大纲：列出各级标题、每部分的要点，以及每部分的建议篇幅。',
    },
    variables: { topic, audience },
  },
  {
    id: 'writing.polish',
    category: 'writing',
    title: { en: 'Polish a text', zh_CN: '润色文字' },
    description: { en: 'Clearer, smoother wording in a chosen tone', zh_CN: '按指定语气让文字更清晰流畅' },
    text: {
      en:
        'Polish the following text in a {{tone}} tone. Keep its meaning, fix grammar, improve clarity ' +
        'and flow, and list the main changes at the end:\n\n{{text}}',
      zh_CN:
        '请用{{tone}}的语气润色下面的文字：保持原意，修正语病，让表达更清晰流畅，并在最后列出主要修改：\n\n{{text}}',
    },
    variables: { tone: { en: 'Tone', zh_CN: '语气' }, text },
  },
  {
    id: 'writing.email',
    category: 'writing',
    title: { en: 'Email draft', zh_CN: '邮件草稿' },
    description: { en: 'A complete email from a few points', zh_CN: '根据要点写出完整邮件' },
    text: {
      en:
        'Write an email to {{recipient}} about {{subject}}. Cover these points: {{points}}. Keep it ' +
        'polite and concise, with a subject line.',
      zh_CN:
        '请给{{recipient}}写一封关于“{{subject}}”的邮件，需要包含这些要点：{{points}}。语气礼貌、简洁，并附上邮件标题。',
    },
    variables: {
      recipient: { en: 'Recipient', zh_CN: '收件人' },
      subject: { en: 'Subject', zh_CN: '事由' },
      points: { en: 'Key points', zh_CN: '要点', long: true },
    },
  },
  {
    id: 'writing.story',
    category: 'writing',
    title: { en: 'Short story', zh_CN: '短篇故事' },
    description: { en: 'A short story from a premise', zh_CN: '根据设定写一个短篇故事' },
    text: {
      en: 'Write a short story of about {{length}} words in the {{genre}} genre, based on this premise: {{premise}}',
      zh_CN: '请以{{genre}}风格写一篇约{{length}}字的短篇故事，故事设定如下：{{premise}}',
    },
    variables: {
      genre: { en: 'Genre', zh_CN: '风格' },
      length: { en: 'Length (words)', zh_CN: '字数' },
      premise: { en: 'Premise', zh_CN: '设定', long: true },
    },
  },
  {
    id: 'translation.translate',
    category: 'translation',
    title: { en: 'Translate', zh_CN: '翻译' },
    description: { en: 'A faithful, natural translation', zh_CN: '忠实而自然的翻译' },
    text: {
      en:
        'Translate the following text into {{language}}. Keep the meaning and tone, and make it read ' +
        'naturally:\n\n{{text}}',
      zh_CN: '请把下面的文字翻译成{{language}}，保持原意和语气，译文要自然通顺：\n\n{{text}}',
    },
    variables: { language, text },
  },
  {
    id: 'translation.localize',
    category: 'translation',
    title: { en: 'Localize for a market', zh_CN: '本地化改写' },
    description: { en: 'Adapt copy to a region and its culture', zh_CN: '按目标地区的文化改写文案' },
    text: {
      en:
        'Localize the following text for readers in {{region}}: translate it where needed and adapt ' +
        'idioms, units, dates and cultural references:\n\n{{text}}',
      zh_CN:
        '请把下面的文字本地化给{{region}}的读者：按需翻译，并调整习语、计量单位、日期格式和文化相关的内容：\n\n{{text}}',
    },
    variables: { region: { en: 'Region', zh_CN: '地区' }, text },
  },
  {
    id: 'translation.compare',
    category: 'translation',
    title: { en: 'Check a translation', zh_CN: '校对译文' },
    description: { en: 'Find mistakes in a translation', zh_CN: '找出译文中的错误' },
    text: {
      en:
        'Compare this original and its translation. List mistranslations, omissions and awkward ' +
        'phrasing, and give a corrected ' +
        'version.\n\nOriginal:\n{{original}}\n\nTranslation:\n{{translation}}',
      zh_CN:
        '请对照原文和译文，列出误译、漏译和不通顺的地方，并给出修改后的译文。\n\n原文：\n{{original}}\n\n译文：\n{{translation}}',
    },
    variables: {
      original: { en: 'Original', zh_CN: '原文', long: true },
      translation: { en: 'Translation', zh_CN: '译文', long: true },
    },
  },
  {
    id: 'coding.explain',
    category: 'coding',
    title: { en: 'Explain code', zh_CN: '解释代码' },
    description: { en: 'What a piece of code does, step by step', zh_CN: '逐步说明一段代码的作用' },
    text: {
      en:
        'Explain what this {{programming}} code does, step by step, and point out anything ' +
        'surprising:\n\n```\n{{code}}\n```',
      zh_CN: '请逐步解释这段{{programming}}代码的作用，并指出其中值得注意的地方：\n\n```\n{{code}}\n```',
    },
    variables: { programming, code },
  },
  {
    id: 'coding.review',
    category: 'coding',
    title: { en: 'Code review', zh_CN: '代码审查' },
    description: { en: 'Bugs, risks and improvements', zh_CN: '找出缺陷、风险和改进点' },
    text: {
      en:
        'Review this {{programming}} code. List bugs, security risks and readability problems by ' +
        'severity, and suggest concrete fixes:\n\n```\n{{code}}\n```',
      zh_CN:
        '请审查这段{{programming}}代码，按严重程度列出缺陷、安全风险和可读性问题，并给出具体的修改建议：\n\n```\n{{code}}\n```',
    },
    variables: { programming, code },
  },
  {
    id: 'coding.tests',
    category: 'coding',
    title: { en: 'Write unit tests', zh_CN: '编写单元测试' },
    description: { en: 'Tests for a function, edge cases included', zh_CN: '为函数编写测试，覆盖边界情况' },
    text: {
      en:
        'Write unit tests with {{framework}} for the following code. Cover normal cases, edge cases ' +
        'and errors:\n\n```\n{{code}}\n```',
      zh_CN: '请用{{framework}}为下面的代码编写单元测试，覆盖常规情况、边界情况和错误情况：\n\n```\n{{code}}\n```',
    },
    variables: { framework: { en: 'Test framework', zh_CN: '测试框架' }, code },
  },
  {
    id: 'coding.regex',
    category: 'coding',
    title: { en: 'Regular expression', zh_CN: '正则表达式' },
    description: { en: 'A regex from a description, explained', zh_CN: '按描述写正则并解释' },
    text: {
      en:
        'Write a regular expression for {{programming}} that matches {{pattern}}. Explain each part ' +
        'and give examples that match and that do not.',
      zh_CN: '请写一个用于{{programming}}的正则表达式，匹配{{pattern}}。解释每一部分，并给出能匹配和不能匹配的例子。',
    },
    variables: { programming, pattern: { en: 'What to match', zh_CN: '匹配内容' } },
  },
  {
    id: 'study.explain',
    category: 'study',
    title: { en: 'Explain a concept', zh_CN: '讲解概念' },
    description: { en: 'A concept explained at a chosen level', zh_CN: '按指定水平讲解一个概念' },
    text: {
      en:
        'Explain {{concept}} to someone at the level of {{level}}. Use a simple analogy, a worked ' +
        'example, and end with three questions to check understanding.',
      zh_CN: '请向{{level}}水平的人讲解“{{concept}}”：用一个简单的类比、一个完整的例子，最后出三道检验理解的问题。',
    },
    variables: { concept: { en: 'Concept', zh_CN: '概念' }, level: { en: 'Level', zh_CN: '水平' } },
  },
  {
    id: 'study.quiz',
    category: 'study',
    title: { en: 'Practice quiz', zh_CN: '练习测验' },
    description: { en: 'Questions with answers on a topic', zh_CN: '就某个主题出题并附答案' },
    text: {
      en:
        'Make a quiz of {{count}} questions on {{topic}}, mixing multiple choice and short answers. ' +
        'Put the answers with short explanations at the end.',
      zh_CN: '请就“{{topic}}”出{{count}}道测验题，选择题和简答题都要有。把答案和简要解析放在最后。',
    },
    variables: { topic, count: { en: 'Number of questions', zh_CN: '题目数量' } },
  },
  {
    id: 'study.plan',
    category: 'study',
    title: { en: 'Study plan', zh_CN: '学习计划' },
    description: { en: 'A week-by-week plan to learn something', zh_CN: '按周安排的学习计划' },
    text: {
      en: 'Make a {{weeks}}-week study plan to learn {{subject}}, with goals, resources and exercises for each week.',
      zh_CN: '请制定一份为期{{weeks}}周的“{{subject}}”学习计划，写明每周的目标、学习资料和练习。',
    },
    variables: { subject: { en: 'Subject', zh_CN: '学习内容' }, weeks: { en: 'Weeks', zh_CN: '周数' } },
  },
  {
    id: 'work.summary',
    category: 'work',
    title: { en: 'Meeting summary', zh_CN: '会议纪要' },
    description: { en: 'Decisions and action items from notes', zh_CN: '从记录中整理决定和待办' },
    text: {
      en:
        'Turn these meeting notes into a summary with the decisions made, open questions and action ' +
        'items (owner and due date):\n\n{{notes}}',
      zh_CN: '请把下面的会议记录整理成纪要，包括已做的决定、待解决的问题和待办事项（负责人和截止日期）：\n\n{{notes}}',
    },
    variables: { notes: { en: 'Notes', zh_CN: '会议记录', long: true } },
  },
  {
    id: 'work.weekly',
    category: 'work',
    title: { en: 'Weekly report', zh_CN: '周报' },
    description: { en: 'A weekly report from what you did', zh_CN: '根据本周工作写周报' },
    text: {
      en:
        'Write a weekly report for {{role}} from this list of work: progress, results, problems and ' +
        'next week’s plan.\n\n{{work}}',
      zh_CN: '请根据下面的工作内容为{{role}}写一份周报，包括进展、成果、问题和下周计划。\n\n{{work}}',
    },
    variables: { role: { en: 'Role', zh_CN: '岗位' }, work: { en: 'This week’s work', zh_CN: '本周工作', long: true } },
  },
  {
    id: 'work.decision',
    category: 'work',
    title: { en: 'Compare options', zh_CN: '方案对比' },
    description: { en: 'Pros, cons and a recommendation', zh_CN: '优缺点分析并给出建议' },
    text: {
      en:
        'Compare these options for {{goal}}: {{options}}. Give a table of pros, cons, costs and risks, ' +
        'then recommend one and say why.',
      zh_CN: '为了{{goal}}，请对比以下方案：{{options}}。用表格列出优点、缺点、成本和风险，然后推荐一个并说明理由。',
    },
    variables: { goal: { en: 'Goal', zh_CN: '目标' }, options: { en: 'Options', zh_CN: '方案', long: true } },
  },
  {
    id: 'marketing.slogans',
    category: 'marketing',
    title: { en: 'Slogans', zh_CN: '广告语' },
    description: { en: 'Ten slogans for a product', zh_CN: '为产品写十条广告语' },
    text: {
      en: 'Write ten short slogans for {{product}}, aimed at {{audience}}. Vary the style: witty, emotional, direct.',
      zh_CN: '请为{{product}}写十条简短的广告语，目标人群是{{audience}}。风格要多样：幽默、走心、直接。',
    },
    variables: { product, audience },
  },
  {
    id: 'marketing.social',
    category: 'marketing',
    title: { en: 'Social media post', zh_CN: '社交媒体文案' },
    description: { en: 'A post for a chosen platform', zh_CN: '为指定平台写一篇帖子' },
    text: {
      en:
        'Write a {{platform}} post announcing {{news}} about {{product}}. Match the platform’s style, ' +
        'and add a call to action and hashtags.',
      zh_CN: '请写一篇{{platform}}帖子，宣布{{product}}的{{news}}。符合平台风格，并加上行动号召和话题标签。',
    },
    variables: {
      platform: { en: 'Platform', zh_CN: '平台' },
      product,
      news: { en: 'News', zh_CN: '消息' },
    },
  },
  {
    id: 'marketing.description',
    category: 'marketing',
    title: { en: 'Product description', zh_CN: '产品介绍' },
    description: { en: 'A description that sells, from its features', zh_CN: '根据卖点写产品介绍' },
    text: {
      en:
        'Write a product description for {{product}} from these features: {{features}}. Lead with the ' +
        'benefit to the buyer and keep it under 150 words.',
      zh_CN: '请根据这些卖点为{{product}}写一段产品介绍：{{features}}。先讲给买家带来的好处，控制在 200 字以内。',
    },
    variables: { product, features: { en: 'Features', zh_CN: '卖点', long: true } },
  },
];

export const builtinTemplate = (id: string): BuiltinTemplate | undefined =>
  builtinTemplates.find((template) => template.id === id);
