import type { WritingToolFrame } from '@inkstone/contract/writing-tools';
import type { TestApp, TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';

export const SSE_TOOL = '/api/cli/write/v1/sseTool';

/** Runs a tool as `user` and reads every frame, typed as the tools' frames. */
export async function streamTool(
  t: TestApp,
  user: TestUser,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const result = await streamChat(t, SSE_TOOL, body, user.token, headers);
  const frames = result.frames as unknown as WritingToolFrame[];
  return { ...result, frames, last: frames.at(-1) };
}
