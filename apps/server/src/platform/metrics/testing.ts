import type { TestApp } from '../../testing/harness.ts';

/** One `/metrics` answer, and a reader of its samples. */
export type Scrape = {
  status: number;
  contentType: string | null;
  text: string;
  value(name: string, labels?: Record<string, string>): number;
};

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/**
 * Reads the Prometheus text format just far enough for tests: `value` answers the first sample
 * of `name` whose labels include `labels`, or 0 when there is none (a counter not yet touched).
 */
export async function scrape(t: TestApp, token: string | null): Promise<Scrape> {
  const response = await fetch(`${t.url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  const samples = text
    .split('\n')
    .map((line) => SAMPLE.exec(line))
    .filter((match) => match !== null)
    .map(([, name, labels = '', value]) => ({
      name,
      labels: Object.fromEntries([...labels.matchAll(LABEL)].map(([, key, text]) => [key, text])),
      value: Number(value),
    }));
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    text,
    value: (name, labels = {}) =>
      samples.find(
        (sample) => sample.name === name && Object.entries(labels).every(([key, text]) => sample.labels[key] === text),
      )?.value ?? 0,
  };
}
