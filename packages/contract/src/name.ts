import { z } from 'zod';
import { Limits } from './limits.ts';

/**
 * SPEC.md §5's name rule (bots, notebooks, conversations and similar): not blank, at most 100
 * characters, each break answered with its own catalogue message. Every name field is this
 * schema, so a new one cannot fall back to the generic "Invalid value for …".
 */
export const nameSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(Limits.nameMax, { error: 'validation.nameTooLong' });
