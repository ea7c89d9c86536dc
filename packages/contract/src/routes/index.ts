import { accountRoutes } from './account.ts';
import { analyticsRoutes } from './analytics.ts';
import { authRoutes } from './auth.ts';
import { billingRoutes } from './billing.ts';
import { botRoutes } from './bots.ts';
import { botToBRoutes } from './bots-tob.ts';
import { botDigestRoutes } from './bot-digest.ts';
import { chatRoutes } from './chat.ts';
import { chatImageRoutes } from './chat-image.ts';
import { chatTemplateRoutes } from './chat-template.ts';
import { chatResumeRoutes } from './chat-resume.ts';
import { chatPublishRoutes } from './chat-publish.ts';
import { codeRunRoutes } from './code-run.ts';
import type { RouteSpec } from './define.ts';
import { devRoutes } from './dev.ts';
import { drawRoutes } from './draw.ts';
import { fileRoutes } from './files.ts';
import { jobRoutes } from './jobs.ts';
import { knowledgeRoutes } from './knowledge.ts';
import { notebookRoutes } from './notebooks.ts';
import { promptTemplateRoutes } from './prompt-templates.ts';
import { realtimeRoutes } from './realtime.ts';
import { systemRoutes } from './system.ts';
import { translateRoutes } from './translate.ts';
import { writingPosterRoutes } from './writing-poster.ts';
import { writingWechatRoutes } from './writing-wechat.ts';
import { writingRoutes } from './writing.ts';
import { writingPublishRoutes } from './writing-publish.ts';
import { writingToolRoutes } from './writing-tools.ts';
import { voiceRoutes } from './voice.ts';
import { wechatRoutes } from './wechat.ts';

/**
 * The route table: every call the server serves, by feature. The server registers each entry
 * (`serve` in apps/server's platform/http); the web calls them by entry, never by a string path.
 */
export const routes = {
  account: accountRoutes,
  analytics: analyticsRoutes,
  auth: authRoutes,
  billing: billingRoutes,
  bots: botRoutes,
  botsToB: botToBRoutes,
  botDigest: botDigestRoutes,
  chat: chatRoutes,
  chatImage: chatImageRoutes,
  chatTemplate: chatTemplateRoutes,
  chatResume: chatResumeRoutes,
  chatPublish: chatPublishRoutes,
  codeRun: codeRunRoutes,
  dev: devRoutes,
  draw: drawRoutes,
  files: fileRoutes,
  jobs: jobRoutes,
  knowledge: knowledgeRoutes,
  notebooks: notebookRoutes,
  promptTemplates: promptTemplateRoutes,
  realtime: realtimeRoutes,
  system: systemRoutes,
  translate: translateRoutes,
  voice: voiceRoutes,
  wechat: wechatRoutes,
  writing: writingRoutes,
  writingPublish: writingPublishRoutes,
  writingTools: writingToolRoutes,
  writingPoster: writingPosterRoutes,
  writingWechat: writingWechatRoutes,
};

/** Every entry once, for checks that walk the whole table (the API reference test). */
export const allRoutes: readonly RouteSpec[] = Object.values(routes).flatMap((feature) => Object.values(feature));
