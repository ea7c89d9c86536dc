import { useMemo } from 'react';
import { useClientConfig } from '@/shared/config/client-config.ts';
import { CHAT_FILE_LIMITS, type FileLimits } from '../state/file-rules.ts';

/** The server's attachment limits, or its defaults until the configuration has loaded. */
export function useFileLimits(): FileLimits {
  const files = useClientConfig().data?.chatFiles;
  const count = files?.maxCount;
  const sizeMb = files?.maxMb;
  // One object per distinct limit (not per configuration answer), so callbacks that depend on
  // it stay stable.
  return useMemo(
    () => (count === undefined || sizeMb === undefined ? CHAT_FILE_LIMITS : { count, sizeMb }),
    [count, sizeMb],
  );
}
