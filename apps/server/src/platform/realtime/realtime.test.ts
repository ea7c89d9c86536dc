import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WsClose } from '@inkstone/contract/realtime';
import { startTestApp, type TestApp } from '../../testing/harness.ts';
import { openSocket, settled } from '../../testing/socket.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the realtime channel', () => {
  it('answers ping with pong', async () => {
    const user = await t.createUser();
    const client = await openSocket(t.url, { token: user.token, id: user.id });
    client.socket.send('ping');
    expect(await client.next()).toBe('pong');
    client.socket.close();
  });

  it('refuses a socket without a valid token, or for another user id', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const queries: Record<string, string | number>[] = [{}, { token: 'nope' }, { token: user.token, id: other.id }];
    for (const query of queries) {
      const client = await openSocket(t.url, query);
      expect(await client.closed).toBe(WsClose.unauthorized);
    }
  });

  it("delivers a user's pushes to every socket of that user and to nobody else", async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const aliceTab1 = await openSocket(t.url, { token: alice.token, id: alice.id });
    const aliceTab2 = await openSocket(t.url, { token: alice.token });
    const bobTab = await openSocket(t.url, { token: bob.token, id: bob.id });
    await settled();
    await t.app.platform.realtime.publish(alice.id, { type: 'chat', msgId: 'm-1', content: 'hello' });
    expect(JSON.parse(await aliceTab1.next())).toEqual({ type: 'chat', msgId: 'm-1', content: 'hello' });
    expect(JSON.parse(await aliceTab2.next())).toMatchObject({ msgId: 'm-1' });
    await settled();
    expect(bobTab.received).toEqual([]);
    for (const client of [aliceTab1, aliceTab2, bobTab]) {
      client.socket.close();
      await client.closed;
    }
  });

  it('forgets sockets once they close', async () => {
    const user = await t.createUser();
    await settled();
    const before = t.app.platform.realtime.connectionCount();
    const client = await openSocket(t.url, { token: user.token });
    await settled();
    expect(t.app.platform.realtime.connectionCount()).toBe(before + 1);
    client.socket.close();
    await client.closed;
    await settled();
    expect(t.app.platform.realtime.connectionCount()).toBe(before);
  });
});
