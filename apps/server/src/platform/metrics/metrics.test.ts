import { describe, expect, it } from 'vitest';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import { openSocket, settled } from '../../testing/socket.ts';
import { streamChat } from '../../testing/sse.ts';
import { until } from '../../testing/until.ts';
import { scrape, type Scrape } from './testing.ts';

const TOKEN = 'scrape-token-for-tests';
const kit = useFakeOpenAIApp({ METRICS_TOKEN: TOKEN });

const read = () => scrape(kit.t, TOKEN);
const ask = (prompt: string, onFrame?: Parameters<typeof streamChat>[5]) =>
  streamChat(kit.t, '/api/cli/chatgpt/v1/ssePost', { prompt }, kit.user.token, {}, onFrame);

describe('/metrics', () => {
  it('refuses a scraper without the token, or with a wrong one', async () => {
    expect((await scrape(kit.t, null)).status).toBe(401);
    expect((await scrape(kit.t, 'not-the-token')).status).toBe(401);
    expect((await scrape(kit.t, `${TOKEN}x`)).status).toBe(401);
  });

  it('serves the Prometheus text format, process metrics included, with the token', async () => {
    const metrics = await read();
    expect(metrics.status).toBe(200);
    expect(metrics.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.text).toContain('# TYPE inkstone_http_requests_total counter');
    expect(metrics.text).toContain('# TYPE inkstone_chat_time_to_first_token_seconds histogram');
    expect(metrics.value('process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts a request under its route pattern and status class, never its address', async () => {
    const labels = { method: 'GET', route: '/api/files/:name', status_class: '4xx' };
    const before = (await read()).value('inkstone_http_requests_total', labels);
    const refused = await fetch(`${kit.t.url}/api/files/secret-id-4711.png`);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    await fetch(`${kit.t.url}/api/no/such/route/4712`);
    const after = await until(read, (m) => m.value('inkstone_http_requests_total', labels) > before);
    expect(after.value('inkstone_http_requests_total', labels)).toBe(before + 1);
    expect(after.value('inkstone_http_request_duration_seconds_count', labels)).toBe(before + 1);
    // The addresses' own words, not bare digits: a process gauge's value can hold "4711" by chance
    // (CI saw nodejs_heap_size_used_bytes 155471144).
    expect(after.text).not.toContain('secret-id-4711');
    expect(after.text).not.toContain('/no/such/route');
  });

  it('shows an answer as an active stream while it is written, and its time to the first token', async () => {
    const firstTokens = (m: Scrape) => m.value('inkstone_chat_time_to_first_token_seconds_count');
    const before = await read();
    kit.fake.script({ kind: 'answer', text: 'one two three four five', chunkSize: 4, delayMs: 100 });
    let during: Promise<Scrape> | null = null;
    const result = await ask('Count to five', (frame) => {
      if (!during && frame.code === 200 && frame.data.type === 'text') during = read();
    });
    expect(result.text).toBe('one two three four five');
    const mid = await during!;
    expect(mid.value('inkstone_chat_active_streams')).toBe(1);
    expect(firstTokens(mid)).toBe(firstTokens(before) + 1);
    const after = await until(read, (m) => m.value('inkstone_chat_active_streams') === 0);
    expect(after.value('inkstone_chat_active_streams')).toBe(0);
    expect(after.value('inkstone_http_requests_total', { route: '/api/cli/chatgpt/v1/ssePost' })).toBeGreaterThan(0);
  });

  it('counts an upstream error by provider and kind', async () => {
    const labels = { provider: 'openai', kind: 'upstream_http' };
    const before = (await read()).value('inkstone_upstream_errors_total', labels);
    kit.fake.script({ kind: 'http-error', status: 500, message: 'upstream exploded' });
    expect((await ask('Will this fail?')).last).toMatchObject({ code: 500, end: true });
    expect((await read()).value('inkstone_upstream_errors_total', labels)).toBe(before + 1);
  });

  it('counts the open sockets', async () => {
    const client = await openSocket(kit.t.url, { token: kit.user.token });
    await settled();
    expect((await read()).value('inkstone_websocket_connections')).toBe(1);
    client.socket.close();
    await client.closed;
    const after = await until(read, (m) => m.value('inkstone_websocket_connections') === 0);
    expect(after.value('inkstone_websocket_connections')).toBe(0);
  });

  it('reports the job backlog from the jobs table: depth and the oldest due job', async () => {
    const { queue } = kit.t.app.platform;
    // With the workers stopped, what is enqueued stays queued: the backlog this test looks at.
    await queue.stop(1000);
    queue.register('metrics-probe', async () => 'never run here');
    const labels = { job: 'metrics-probe' };
    expect((await read()).value('inkstone_job_queue_depth', labels)).toBe(0);
    await queue.enqueue('metrics-probe', {});
    await queue.enqueue('metrics-probe', {});
    // Waiting out a retry's backoff is not a backlog yet.
    await queue.enqueue('metrics-probe', {}, { delayMs: 60_000 });
    const metrics = await read();
    expect(metrics.value('inkstone_job_queue_depth', labels)).toBe(2);
    expect(metrics.value('inkstone_job_queue_oldest_due_seconds', labels)).toBeGreaterThanOrEqual(0);
    expect(metrics.text).toMatch(/^inkstone_job_queue_oldest_due_seconds\{job="metrics-probe"\} /m);
  });
});
