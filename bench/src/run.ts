/**
 * `npm run bench`: each benchmark measures our path and a baseline in the same run and
 * prints the ratio, so numbers compare across machines. Not part of `npm test`.
 *
 * Each section lives in its own file and exports `run(): Promise<boolean>`, printing its
 * figures next to their goals and answering whether it completed without errors (a missed
 * goal is printed, not a failure: the figures depend on the machine). `BENCH_ONLY=a,b`
 * runs only the named sections.
 */
import * as chatStream from './chat-stream.ts';
import * as jsonApi from './json-api.ts';
import * as lighthouse from './lighthouse.ts';
import * as longChat from './long-chat.ts';
import * as retrieval from './retrieval.ts';
import * as translate from './translate.ts';
import * as twoInstances from './two-instances.ts';

type Section = { name: string; run: () => Promise<boolean> };

const sections: Section[] = [
  { name: 'json-api', run: jsonApi.run },
  { name: 'chat-stream', run: chatStream.run },
  { name: 'lighthouse', run: lighthouse.run },
  { name: 'long-chat', run: longChat.run },
  { name: 'retrieval', run: retrieval.run },
  { name: 'translate', run: translate.run },
  { name: 'two-instances', run: twoInstances.run },
];

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
for (const section of sections) {
  if (only && !only.includes(section.name)) continue;
  const completed = await section.run();
  if (!completed) process.exitCode = 1;
}
