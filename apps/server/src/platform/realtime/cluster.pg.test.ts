import { describe, expect, it } from 'vitest';
import { useTwoInstances } from '../../testing/two-instances.ts';
import { openSocket, settled } from '../../testing/socket.ts';

// Runs only in the PostgreSQL + Redis pass: two instances share one database and one Redis.
const kit = useTwoInstances();

describe('two instances behind one Redis', () => {
  it('share users and sessions through PostgreSQL', async () => {
    const user = await kit.first.createUser();
    const response = await fetch(`${kit.second.url}/api/cli/job/v1/get?id=x`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.status).toBe(404); // known user, missing job: the session was found
  });

  it('deliver a push published through one instance to a socket held by the other', async () => {
    expect(kit.first.app.platform.realtime.kind).toBe('redis');
    const user = await kit.first.createUser();
    const client = await openSocket(kit.second.url, { token: user.token, id: user.id });
    await settled(300);
    await kit.first.app.platform.realtime.publish(user.id, { type: 'draw', mjTaskId: 'task-9', progress: 40 });
    expect(JSON.parse(await client.next())).toEqual({ type: 'draw', mjTaskId: 'task-9', progress: 40 });
    client.socket.close();
  });
});
