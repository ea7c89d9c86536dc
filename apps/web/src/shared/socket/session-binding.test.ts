import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../session/logout.ts';
import { useAuth, type UserInfo } from '../stores/auth.ts';
import { FakeSocket } from './fake-socket.ts';
import { bindSocketToSession } from './session-binding.ts';
import { SocketClient } from './socket-client.ts';

const user = (fields: Partial<UserInfo>) => ({ cliUserId: 'u1', tableId: 41, ...fields }) as UserInfo;

let unbind: () => void = () => undefined;
beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.created = [];
  useAuth.getState().clear();
});
afterEach(() => {
  unbind();
  vi.useRealTimers();
});

const bind = () => {
  const client = new SocketClient(
    (url) => new FakeSocket(url),
    (token, id) => `${token}|${id}`,
  );
  unbind = bindSocketToSession(client);
  return client;
};

describe('socket follows the session', () => {
  it('connects once both a token and a user with cliUserId exist, using the table id', () => {
    bind();
    useAuth.getState().setSession('tok');
    expect(FakeSocket.created).toHaveLength(0);
    useAuth.getState().setUser(user({ cliUserId: '' }));
    expect(FakeSocket.created).toHaveLength(0);
    useAuth.getState().setUser(user({}));
    expect(FakeSocket.latest().url).toBe('tok|41');
  });

  it('connects at start for a restored session', () => {
    useAuth.getState().setSession('tok', user({}));
    bind();
    expect(FakeSocket.created).toHaveLength(1);
  });

  it('closes on logout and does not come back', () => {
    useAuth.getState().setSession('tok', user({}));
    bind();
    const socket = FakeSocket.latest();
    socket.serverOpens();
    logout();
    expect(socket.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.created).toHaveLength(1);
  });

  it('closes when the user loses its table id', () => {
    useAuth.getState().setSession('tok', user({}));
    bind();
    useAuth.getState().setUser(user({ tableId: 0 }));
    expect(FakeSocket.latest().closedWith).toBe(1000);
  });
});
