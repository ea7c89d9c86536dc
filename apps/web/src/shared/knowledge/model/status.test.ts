import { SourceState } from '@inkstone/contract/knowledge';
import { describe, expect, it } from 'vitest';
import { actionsFor, statusLabel } from './status.ts';

describe('status readings and actions', () => {
  it('reads every state in both of SPEC’s lists', () => {
    const notebook = SourceState.options.map((state) => statusLabel(state, 'notebook').key);
    expect(new Set(notebook)).toEqual(
      new Set(['notebook.inQueue', 'notebook.learning', 'notebook.learned', 'notebook.failed']),
    );
    const bot = SourceState.options.map((state) => statusLabel(state, 'bot').key);
    expect(new Set(bot).size).toBe(10);
    expect(statusLabel('retrying', 'bot').key).toBe('bot.waitingToRetry');
    expect(statusLabel('retrying', 'notebook').key).toBe('notebook.inQueue');
  });

  it('offers only the moves the contract allows', () => {
    expect(actionsFor('failed', 'bot')).toEqual(['retry', 'forget', 'delete']);
    expect(actionsFor('learned', 'bot')).toEqual(['relearn', 'forget', 'delete']);
    expect(actionsFor('learning', 'bot')).toEqual(['cancel', 'forget', 'delete']);
    expect(actionsFor('forgotten', 'bot')).toEqual(['relearn', 'delete']);
    expect(actionsFor('learning', 'notebook')).toEqual(['delete']);
    expect(actionsFor('failed', 'notebook')).toEqual(['retry', 'delete']);
  });
});
