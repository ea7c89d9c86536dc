import { until } from '../../testing/until.ts';
import type { JobQueue } from './queue.ts';

/** Waits until a job has ended, done or failed, and answers its row. */
export const settle = (queue: JobQueue, id: string) =>
  until(
    () => queue.get(id),
    (row) => row?.status === 'done' || row?.status === 'failed',
  );
