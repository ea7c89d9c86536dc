import type { Result } from 'lighthouse';

export type Figures = {
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  score: number;
  /** Scripts fetched by the first load, as Lighthouse's network log has them. */
  jsTransferBytes: number;
  jsRequests: number;
  requests: number;
  /** Lighthouse's measure of the machine's speed: higher is faster; on a busy machine it drops and CPU figures grow. */
  benchmarkIndex: number;
};

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };
type Table = { type: string; items?: Record<string, unknown>[]; longestChain?: { length: number; duration: number } };

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const table = (lhr: Result, id: string) => lhr.audits[id]?.details as Table | undefined;

/** The figures the issue's table asks for, from one report. */
export function figures(lhr: Result): Figures {
  const requests = (table(lhr, 'network-requests')?.items ?? []) as NetworkRequest[];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    jsTransferBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsRequests: scripts.length,
    requests: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Per-figure medians over the runs of one page. */
export function medianFigures(runs: Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    fcpMs: of('fcpMs'),
    score: of('score'),
    jsTransferBytes: of('jsTransferBytes'),
    jsRequests: of('jsRequests'),
    requests: of('requests'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/**
 * What Lighthouse holds against the load beyond the figures, one short line each: the
 * opportunities with their estimated saving, the LCP element and the phases of its time, the
 * longest request chain and the server's response time.
 */
export function diagnostics(lhr: Result): string[] {
  const lines: string[] = [];
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 0.9)
    .map((audit) => ({
      title: audit.title,
      savingMs: (audit.details as { overallSavingsMs?: number }).overallSavingsMs,
    }))
    .filter((opportunity) => (opportunity.savingMs ?? 0) > 0)
    .sort((a, b) => (b.savingMs ?? 0) - (a.savingMs ?? 0));
  for (const opportunity of opportunities.slice(0, 5))
    lines.push(`${opportunity.title}: −${((opportunity.savingMs ?? 0) / 1000).toFixed(1)} s`);

  const lcp = table(lhr, 'largest-contentful-paint-element')?.items ?? [];
  const element = (lcp[0] as { items?: { node?: { snippet?: string } }[] } | undefined)?.items?.[0]?.node?.snippet;
  const phases = ((lcp[1] as { items?: { phase?: string; timing?: number }[] } | undefined)?.items ?? [])
    .map((phase) => `${phase.phase} ${Math.round(phase.timing ?? 0)} ms`)
    .join(', ');
  if (element) lines.push(`LCP element ${element.slice(0, 100)}${phases ? ` — ${phases}` : ''}`);

  // Where the main thread's time went (Lighthouse's groups) and which scripts cost the most to run:
  // what TBT is made of.
  const groups = (
    (table(lhr, 'mainthread-work-breakdown')?.items ?? []) as { groupLabel?: string; duration?: number }[]
  )
    .filter((item) => (item.duration ?? 0) >= 50)
    .map((item) => `${item.groupLabel} ${Math.round(item.duration ?? 0)} ms`);
  if (groups.length) lines.push(`main thread: ${groups.join(', ')}`);
  const scripts = ((table(lhr, 'bootup-time')?.items ?? []) as { url?: string; total?: number; scripting?: number }[])
    .slice(0, 4)
    .map((item) => {
      const name =
        (item.url ?? '')
          .split('/')
          .pop()
          ?.replace(/-[\w-]{8}\.js$/, '.js') || item.url;
      return `${name} ${Math.round(item.total ?? 0)} ms (script ${Math.round(item.scripting ?? 0)})`;
    });
  if (scripts.length) lines.push(`JS execution: ${scripts.join(', ')}`);
  const longTasks = ((table(lhr, 'long-tasks')?.items ?? []) as { duration?: number }[]).map(
    (item) => item.duration ?? 0,
  );
  if (longTasks.length) lines.push(`long tasks: ${longTasks.length}, longest ${Math.round(Math.max(...longTasks))} ms`);

  const chain = table(lhr, 'critical-request-chains')?.longestChain;
  if (chain) lines.push(`longest request chain: ${chain.length} requests, ${Math.round(chain.duration)} ms`);
  const failing = ['render-blocking-resources', 'uses-text-compression', 'uses-long-cache-ttl', 'font-display']
    .filter((id) => lhr.audits[id] && (lhr.audits[id].score ?? 1) < 0.9)
    .map((id) => lhr.audits[id]?.title);
  if (failing.length) lines.push(`failing: ${failing.join('; ')}`);
  lines.push(`server response time (document): ${Math.round(numeric(lhr, 'server-response-time'))} ms`);
  return lines;
}
