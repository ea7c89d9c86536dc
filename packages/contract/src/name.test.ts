import { describe, expect, it } from 'vitest';
import { nameSchema } from './name.ts';

describe('the name rule (SPEC §5)', () => {
  const message = (value: unknown) => nameSchema.safeParse(value).error?.issues[0]?.message;

  it('takes 1-100 characters, trimmed, counting an emoji as one', () => {
    expect(nameSchema.parse('  Trip notes ')).toBe('Trip notes');
    expect(nameSchema.parse('😀'.repeat(100))).toBe('😀'.repeat(100));
    expect(nameSchema.parse('名'.repeat(100))).toHaveLength(100);
  });

  it('names the catalogue message for each break', () => {
    expect(message('x'.repeat(101))).toBe('validation.nameTooLong');
    expect(message('😀'.repeat(101))).toBe('validation.nameTooLong');
    expect(message('   ')).toBe('validation.required');
    expect(message(undefined)).toBe('validation.required');
    expect(message(42)).toBe('validation.required');
  });
});
