import { z } from 'zod';

export const JobStatus = z.enum(['queued', 'running', 'done', 'failed']);
export type JobStatus = z.infer<typeof JobStatus>;

/** GET /api/cli/job/v1/get?id=… — the status of one background job of the caller's. */
export const jobSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: JobStatus,
  progress: z.number().int().min(0).max(100),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  error: z.string().nullable(),
  result: z.unknown().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;
export const jobQuerySchema = z.object({ id: z.string().min(1).max(64) });
