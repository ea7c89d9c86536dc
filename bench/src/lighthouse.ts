import fs from 'node:fs';
import path from 'node:path';
import { isSignedInPage, signIn, startAuditor } from './lighthouse-audit.ts';
import type { Result } from 'lighthouse';
import { diagnostics, figures, median, medianFigures, type Figures } from './lighthouse-figures.ts';
import { freePort, seedUser, startServer, webBuild } from './lighthouse-server.ts';

type Goal = { lcpMs: number; tbtMs: number; score: number };
type Baseline = { lcpMs: number; tbtMs?: number; score: number };

/** The goals and the figures measured before the work, from issue #11. */
const PAGES: { name: string; goal: Goal; baseline: Baseline }[] = [
  { name: '/notebook', goal: { lcpMs: 1500, tbtMs: 100, score: 95 }, baseline: { lcpMs: 10_500, score: 55 } },
  {
    name: '/chat-custom/1',
    goal: { lcpMs: 2000, tbtMs: 100, score: 90 },
    baseline: { lcpMs: 16_000, tbtMs: 2100, score: 27 },
  },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mark = (met: boolean) => (met ? 'met' : 'NOT met');

function print(name: string, goal: Goal, baseline: Baseline, runs: Figures[]) {
  const m = medianFigures(runs);
  const was = (figure: string | undefined) => (figure ? `, was ${figure}` : '');
  console.log(`  ${name} (median of ${runs.length})`);
  console.log(
    `    LCP   ${seconds(m.lcpMs).padStart(7)}  goal ≤ ${seconds(goal.lcpMs)} ${mark(m.lcpMs <= goal.lcpMs)}` +
      was(seconds(baseline.lcpMs)),
  );
  console.log(
    `    TBT   ${`${Math.round(m.tbtMs)} ms`.padStart(7)}  goal ≤ ${goal.tbtMs} ms ${mark(m.tbtMs <= goal.tbtMs)}` +
      was(baseline.tbtMs === undefined ? undefined : seconds(baseline.tbtMs)),
  );
  console.log(
    `    score ${String(Math.round(m.score)).padStart(7)}  goal ≥ ${goal.score} ${mark(m.score >= goal.score)}` +
      was(String(baseline.score)),
  );
  console.log(
    `    FCP ${seconds(m.fcpMs)}; first load: JS ${(m.jsTransferBytes / 1024).toFixed(0)} KB on the wire ` +
      `in ${m.jsRequests} requests, ${m.requests} requests in all; ` +
      `machine speed (benchmarkIndex) ${Math.round(m.benchmarkIndex)}`,
  );
}

/**
 * Lighthouse (default mobile emulation and simulated throttling, performance only) on the
 * production build served by the real server, signed in, BENCH_LH_RUNS times per page (3),
 * printing median LCP, TBT and score beside the goals and the figures before the work.
 * BENCH_LH_REPORTS names a folder to keep each run's JSON report in.
 */
export async function run(): Promise<boolean> {
  const runs = Number(process.env.BENCH_LH_RUNS ?? 3);
  const reports = process.env.BENCH_LH_REPORTS;
  if (reports) fs.mkdirSync(reports, { recursive: true });
  console.log('\nLighthouse, mobile (Debian Chromium, signed in; LCP/TBT/score medians)');

  const build = webBuild();
  const server = await startServer(build.dir, await freePort());
  let completed = true;
  try {
    const seeded = await seedUser(server.url);
    const auditor = await startAuditor();
    try {
      await signIn(auditor.page, server.url, seeded.token, seeded.user);
      const nickname = String(seeded.user.nickname ?? '');
      const targets = [
        { path: '/notebook', marker: nickname },
        { path: `/chat-custom/${seeded.sessionId}`, marker: seeded.question },
      ];
      for (const [index, target] of targets.entries()) {
        const page = PAGES[index]!;
        const url = `${server.url}${target.path}`;
        const results: Figures[] = [];
        const kept: Result[] = [];
        for (let i = 0; i < runs; i++) {
          const lhr = await auditor.audit(url);
          const wrong = await isSignedInPage(auditor.page, url, target.marker);
          if (wrong) {
            console.log(`  ${page.name} run ${i + 1}: not the signed-in page (${wrong}); figures left out`);
            completed = false;
            continue;
          }
          results.push(figures(lhr));
          kept.push(lhr);
          if (reports)
            fs.writeFileSync(path.join(reports, `${target.path.split('/')[1]}-${i + 1}.json`), JSON.stringify(lhr));
        }
        if (results.length === 0) continue;
        print(page.name, page.goal, page.baseline, results);
        // The notes come from the run whose score is the median, as a representative load.
        const scores = results.map((result) => result.score);
        const typical = kept[scores.indexOf(median(scores))];
        if (typical) for (const line of diagnostics(typical)) console.log(`    · ${line}`);
      }
    } finally {
      await auditor.close();
    }
  } catch (error) {
    console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
    completed = false;
  } finally {
    await server.close();
    if (build.built && !process.env.BENCH_WEB_DIST) fs.rmSync(build.dir, { recursive: true, force: true });
  }
  return completed;
}
