import { describe, expect, it } from 'vitest';
import { formatMessage, isMessageKey } from './messages.ts';
import { anyPushSchema } from './routes/pushes.ts';
import { voiceRoutes } from './routes/voice.ts';
import { recordChunkFields, recordingUpdateBody, recordStartBody, VoiceLimits } from './voice.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the voice contract', () => {
  it("names SPEC's words for the trial, the microphone and the 1-minute limit", () => {
    expect(formatMessage('en', 'voice.trialEnded')).toBe('the 5-minute trial ended');
    expect(formatMessage('en', 'voice.microphoneNeeded')).toBe('microphone access needed');
    expect(formatMessage('en', 'voice.oneMinuteTrial')).toContain('1 minute');
    expect(formatMessage('zh_CN', 'voice.trialEnded')).toContain('5 分钟');
    expect(VoiceLimits.trialMinutes).toBe(5);
    expect(VoiceLimits.signedOutMinutes).toBe(1);
  });

  it('answers bad input with voice message keys', () => {
    expect(firstMessage(recordStartBody.safeParse({ mimeType: 'text/html' }))).toBe('voice.mimeTypeInvalid');
    expect(recordStartBody.parse({ mimeType: 'audio/webm;codecs=opus' })).toMatchObject({ language: 'auto' });
    expect(firstMessage(recordChunkFields.safeParse({ id: 'r1', seq: '-1' }))).toBe('voice.seqInvalid');
    expect(recordChunkFields.parse({ id: 'r1', seq: '7' })).toEqual({ id: 'r1', seq: 7 });
    const badName = recordingUpdateBody.safeParse({ id: 'r1', speakers: [{ id: 'S1', name: ' ' }] });
    expect(firstMessage(badName)).toBe('voice.speakerNameRequired');
    for (const result of [badName, recordStartBody.safeParse({})]) {
      expect(isMessageKey(firstMessage(result) ?? '')).toBe(true);
    }
  });

  it('lists the calls of the design under cli/voice/v1, and the voice push among the pushes', () => {
    expect(Object.values(voiceRoutes).map((route) => route.path.replace('cli/voice/v1/', ''))).toEqual([
      'upload',
      'recordStart',
      'recordChunk',
      'recordFinish',
      'page',
      'get',
      'update',
      'del',
      'transcribe',
      'minutes',
      'export',
    ]);
    const push = { type: 'voice', id: 'r1', status: 'ready', transcript: { state: 'queued', done: 0, total: 0 } };
    expect(anyPushSchema.parse(push)).toEqual(push);
    expect(anyPushSchema.safeParse({ ...push, status: 'lost' }).success).toBe(false);
  });
});
