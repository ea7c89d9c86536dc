import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPrivateKeys } from './private-keys.ts';
import { localStorage } from './local-storage.ts';
import { startS3rver, type FakeS3 } from './s3rver-fixture.ts';
import { s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The same cases on the local folder and on a real S3-compatible server (s3rver). */
let s3: FakeS3;
let folder: string;
beforeAll(async () => {
  s3 = await startS3rver();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-storage-'));
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const backends: Array<[Storage['kind'], () => Storage]> = [
  ['local', () => localStorage(folder)],
  ['s3', () => s3Storage({ client: s3.client, bucket: s3.bucket })],
];

const read = async (storage: Storage, key: string) => {
  const stored = await storage.get(key);
  return stored && { size: stored.size, bytes: await buffer(stored.stream) };
};

/** 12 MiB in 64 KiB chunks, each chunk numbered, so a part stored out of order would show. */
const MIB = 1024 * 1024;
const twelveMib = () => Array.from({ length: (12 * MIB) / (64 * 1024) }, (_, i) => Buffer.alloc(64 * 1024, i % 251));

describe.each(backends)('storage on %s', (kind, open) => {
  let storage: Storage;
  beforeAll(() => {
    storage = open();
  });

  it('says which store it is and that it answers', async () => {
    expect(storage.kind).toBe(kind);
    await expect(storage.ping()).resolves.toBeUndefined();
  });

  it('gives back what was put, and nothing once deleted', async () => {
    await storage.put('chat/ab/one.txt', Buffer.from('会议纪要 notes'));
    expect(await read(storage, 'chat/ab/one.txt')).toEqual({ size: 18, bytes: Buffer.from('会议纪要 notes') });
    await storage.put('chat/ab/one.txt', Buffer.from('replaced'));
    expect((await read(storage, 'chat/ab/one.txt'))?.bytes.toString()).toBe('replaced');
    await storage.delete('chat/ab/one.txt');
    expect(await storage.get('chat/ab/one.txt')).toBeNull();
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storage.get('chat/zz/never.png')).toBeNull();
  });

  it('deletes idempotently: twice, or what was never there', async () => {
    await storage.put('voice-chunks/7/0.part', Buffer.from('x'));
    await storage.delete('voice-chunks/7/0.part');
    await expect(storage.delete('voice-chunks/7/0.part')).resolves.toBeUndefined();
    await expect(storage.delete('voice-chunks/7/never.part')).resolves.toBeUndefined();
  });

  it('stores a 12 MiB stream (on S3 as a multipart upload) and reads it back whole', async () => {
    const chunks = twelveMib();
    const sentBefore = s3.sent.length;
    await storage.putStream('translate/cd/big.pdf', Readable.from(chunks), 12 * MIB);
    const stored = await read(storage, 'translate/cd/big.pdf');
    expect(stored?.size).toBe(12 * MIB);
    expect(stored?.bytes.equals(Buffer.concat(chunks))).toBe(true);
    // s3rver's ETag of a multipart object is a plain MD5, so the calls themselves show it.
    if (kind === 's3')
      expect(s3.sent.slice(sentBefore, -1)).toEqual([
        'CreateMultipartUploadCommand',
        'UploadPartCommand',
        'UploadPartCommand',
        'CompleteMultipartUploadCommand',
      ]);
  });

  it('keeps nothing of a stream that is not the length announced, or that fails', async () => {
    await expect(storage.putStream('chat/ef/short.txt', Readable.from([Buffer.from('abc')]), 10)).rejects.toThrow(
      /not the 10 bytes/,
    );
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.putStream('chat/ef/broken.txt', failing)).rejects.toThrow(/client went away/);
    expect(await storage.get('chat/ef/short.txt')).toBeNull();
    expect(await storage.get('chat/ef/broken.txt')).toBeNull();
  });

  it('refuses keys that could name something else', async () => {
    for (const key of ['../escape.txt', '/etc/passwd', 'chat/../../x', 'chat//x', 'chat/', '', 'a b', '.hidden']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.putStream(key, Readable.from([Buffer.from('x')])), key).rejects.toThrow(/Unsafe/);
      await expect(storage.get(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.directUrl(key, { seconds: 60 }), key).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it.runIf(kind === 'local')('hands out no direct address: our own signed address serves the folder', async () => {
    await storage.put('mj/12/pic.png', Buffer.from('png'));
    expect(await storage.directUrl('mj/12/pic.png', { seconds: 60 })).toBeNull();
  });

  it.runIf(kind === 's3')(
    'hands out a presigned address a browser can fetch, with our headers, until it expires',
    async () => {
      await storage.put('mj/12/pic.png', Buffer.from('the picture'));
      const url = await storage.directUrl('mj/12/pic.png', {
        seconds: 60,
        contentType: 'image/png',
        // Not the `filename*=UTF-8''…` form we serve: s3rver signs the query with encodeURIComponent,
        // which leaves `'` as it is where S3 (RFC 3986) escapes it, and so refuses such an address.
        contentDisposition: 'inline; filename="pic.png"',
        cacheControl: 'private, max-age=60',
      });
      const served = await fetch(url!);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('content-disposition')).toBe('inline; filename="pic.png"');
      expect(served.headers.get('cache-control')).toBe('private, max-age=60');
      expect(await served.text()).toBe('the picture');

      // Signed two minutes ago for one minute: the same address, already over.
      const signedEarlier = s3Storage({
        client: s3.client,
        bucket: s3.bucket,
        now: () => new Date(Date.now() - 120_000),
      });
      const expired = await fetch((await signedEarlier.directUrl('mj/12/pic.png', { seconds: 60 }))!);
      expect(expired.status).toBe(403);
      expect(await expired.text()).toContain('Request has expired');
    },
  );
});

describe('S3 with the server keys beside the files', () => {
  it('keeps keys/ in the bucket, where every instance reads them, and hands out no address to them', async () => {
    const storage = withPrivateKeys(s3Storage({ client: s3.client, bucket: s3.bucket }));
    await storage.put('keys/test-secret.key', Buffer.from('cafe'));
    expect(await s3.keys()).toContain('keys/test-secret.key');
    expect((await read(storage, 'keys/test-secret.key'))?.bytes.toString()).toBe('cafe');
    expect(await storage.directUrl('keys/test-secret.key', { seconds: 60 })).toBeNull();
    expect(await storage.directUrl('avatar/ab/face.png', { seconds: 60 })).toMatch(/^http/);
    expect(storage.kind).toBe('s3');
    await expect(storage.ping()).resolves.toBeUndefined();
  });

  it('says why a bucket cannot be used', async () => {
    const missing = s3Storage({ client: s3.client, bucket: 'no-such-bucket' });
    await expect(missing.ping()).rejects.toThrow('S3 bucket "no-such-bucket" is not usable: no such bucket');
  });
});
