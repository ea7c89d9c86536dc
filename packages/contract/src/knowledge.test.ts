import { describe, expect, it } from 'vitest';
import {
  BotKnowledgeStatus,
  NotebookSourceStatus,
  SourceState,
  botStatus,
  botStatusCode,
  canTransition,
  notebookStatus,
  sourcePayloadSchema,
  statesBefore,
} from './knowledge.ts';

describe('the source state machine and its two presentations', () => {
  it('shows every internal state as exactly one of the 10 bot statuses, each status used once', () => {
    const shown = SourceState.options.map(botStatus);
    expect(shown.every((status) => BotKnowledgeStatus.options.includes(status))).toBe(true);
    expect(new Set(shown).size).toBe(SourceState.options.length);
    expect([...shown].sort()).toEqual([...BotKnowledgeStatus.options].sort());
    expect(BotKnowledgeStatus.options).toHaveLength(10);
  });

  it('numbers the bot list in SPEC order: learned 0 … forgotten 9', () => {
    expect(botStatusCode('learned')).toBe(0);
    expect(botStatusCode('queued')).toBe(1);
    expect(botStatusCode('retrying')).toBe(3);
    expect(botStatusCode('cancelled')).toBe(5);
    expect(botStatusCode('forgotten')).toBe(9);
    expect(SourceState.options.map(botStatusCode).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('folds every internal state into one of the notebook 4, and reaches all 4', () => {
    const shown = SourceState.options.map(notebookStatus);
    expect(shown.every((status) => NotebookSourceStatus.options.includes(status))).toBe(true);
    expect(new Set(shown)).toEqual(new Set(NotebookSourceStatus.options));
    expect(notebookStatus('retrying')).toBe('inQueue');
    expect(notebookStatus('relearning')).toBe('learning');
    expect(notebookStatus('cancelled')).toBe('failed');
  });

  it('allows the ingestion path, a retry, a relearn, cancel and forget', () => {
    const path: SourceState[] = ['pending', 'queued', 'learning', 'retrying', 'learning', 'learned'];
    for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1]!, path[i]!)).toBe(true);
    expect(canTransition('learned', 'toRelearn')).toBe(true);
    expect(canTransition('toRelearn', 'relearning')).toBe(true);
    expect(canTransition('relearning', 'learned')).toBe(true);
    expect(canTransition('learning', 'cancelled')).toBe(true);
    expect(canTransition('failed', 'queued')).toBe(true);
    expect(canTransition('forgotten', 'queued')).toBe(true);
  });

  it('refuses illegal moves', () => {
    expect(canTransition('cancelled', 'learned')).toBe(false);
    expect(canTransition('forgotten', 'learned')).toBe(false);
    expect(canTransition('queued', 'learned')).toBe(false);
    expect(canTransition('learned', 'learning')).toBe(false);
    expect(canTransition('failed', 'learned')).toBe(false);
    expect(canTransition('learned', 'cancelled')).toBe(false);
    for (const state of SourceState.options) expect(canTransition(state, state)).toBe(false);
  });

  it('lists the states a move may start from, for guarded updates', () => {
    expect(statesBefore('learned').sort()).toEqual(['learning', 'relearning']);
    expect(statesBefore('pending')).toEqual([]);
  });

  it('checks each kind’s payload by its kind', () => {
    expect(sourcePayloadSchema.safeParse({ kind: 'qa', pairs: [{ question: 'q', answer: 'a' }] }).success).toBe(true);
    expect(sourcePayloadSchema.safeParse({ kind: 'qa', title: 'x', body: 'y' }).success).toBe(false);
    expect(sourcePayloadSchema.safeParse({ kind: 'address', name: 'n', address: 'a' }).success).toBe(true);
  });
});
