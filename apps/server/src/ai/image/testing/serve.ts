import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** A node:http server on a free local port, with its address and a close that drops stalled requests. */
export async function serve(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function sendJson(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** A flat picture of one colour, as an image service would send (tests tell pictures apart by colour). */
export function solidPng(width: number, height: number, colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export const COLOURS = [
  { r: 220, g: 40, b: 40 },
  { r: 40, g: 200, b: 60 },
  { r: 40, g: 80, b: 220 },
  { r: 230, g: 210, b: 40 },
];
