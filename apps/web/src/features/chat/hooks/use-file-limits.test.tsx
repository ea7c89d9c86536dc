import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { clientConfigQuery } from '@/shared/config/client-config.ts';
import { CHAT_FILE_LIMITS } from '../state/file-rules.ts';
import { useFileLimits } from './use-file-limits.ts';

const withConfig = (chatFiles?: { maxCount: number; maxMb: number }) => {
  const client = new QueryClient();
  if (chatFiles) {
    client.setQueryData(clientConfigQuery.queryKey, {
      edition: 'global',
      demoMode: true,
      version: '1',
      recordNumber: null,
      contactEmail: null,
      chatFiles,
    });
  }
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
};

describe('chat attachment limits', () => {
  it("follow the server's configuration", () => {
    const { result } = renderHook(() => useFileLimits(), { wrapper: withConfig({ maxCount: 2, maxMb: 7 }) });
    expect(result.current).toEqual({ count: 2, sizeMb: 7 });
  });

  it("use the server's defaults until the configuration has loaded", () => {
    const { result } = renderHook(() => useFileLimits(), { wrapper: withConfig() });
    expect(result.current).toEqual(CHAT_FILE_LIMITS);
  });
});
