import { useMemo } from 'react';
import { useClientConfig } from '@/shared/config/client-config.ts';
import { CHAT_FILE_LIMITS, type FileLimits } from '../state/file-rules.ts';

/** The server's attachment limits, or its defaults until the configuration has loaded. */
export function useFileLimits(): FileLimits {
  const files = useClientConfig().data?.chatFiles;
  // One object per distinct limit, so callbacks that depend on it stay stable.
  return useMemo(() => (files ? { count: files.maxCount, sizeMb: files.maxMb } : CHAT_FILE_LIMITS), [files?.maxCount, files?.maxMb]);
}
