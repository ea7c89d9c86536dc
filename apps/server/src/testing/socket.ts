import WebSocket from 'ws';

/** A test client for /api/ws that collects what it receives. */
export type TestSocket = { socket: WebSocket; received: string[]; next(): Promise<string>; closed: Promise<number> };

export function openSocket(baseUrl: string, query: Record<string, string | number>): Promise<TestSocket> {
  const url = new URL('/api/ws', baseUrl.replace(/^http/, 'ws'));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const socket = new WebSocket(url);
  const received: string[] = [];
  const waiting: Array<(message: string) => void> = [];
  socket.on('message', (data) => {
    const text = data.toString();
    const waiter = waiting.shift();
    if (waiter) waiter(text);
    else received.push(text);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const next = () =>
    received.length
      ? Promise.resolve(received.shift()!)
      : new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no message within 5 s')), 5000);
          waiting.push((message) => {
            clearTimeout(timer);
            resolve(message);
          });
        });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, received, next, closed }));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

/** Waits until the server has attached the socket (the auth lookup is asynchronous). */
export async function settled(ms = 150) {
  await new Promise((resolve) => setTimeout(resolve, ms));
}
