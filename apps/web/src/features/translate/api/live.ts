import { translatePushSchema } from '@inkstone/contract/routes/pushes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '@/shared/socket/realtime.ts';
import { applyProgress } from './progress.ts';

/** While the page is open, its tasks follow the server's translation pushes (polling is the fallback). */
export function useTranslationPushes(): void {
  const client = useQueryClient();
  useEffect(
    () => realtime.subscribe('audioenhance', translatePushSchema, (push) => applyProgress(client, push)),
    [client],
  );
}
