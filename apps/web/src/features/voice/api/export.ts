import { API_BASE } from '@inkstone/contract/envelope';
import type { ExportFormat } from '@inkstone/contract/voice';
import { voiceRoutes as table } from '@inkstone/contract/routes/voice';
import { openEnvelope, settleFailure } from '@/shared/api/core.ts';
import { ApiError } from '@/shared/api/errors.ts';
import { searchParams } from '@/shared/api/body.ts';
import { commonHeaders } from '@/shared/api/headers.ts';

/** The name the server gives the download (Content-Disposition), else the title and the format. */
function fileName(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]!);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1]! : fallback;
}

/**
 * GET cli/voice/v1/export with the bearer token (a plain link could not carry it), saved through
 * a temporary object URL. A refusal arrives as the usual JSON envelope and rejects with its words.
 */
export async function downloadExport(id: string, format: ExportFormat, title: string): Promise<void> {
  const query = searchParams({ id, format }).toString();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${table.export.path}?${query}`, { headers: commonHeaders() });
  } catch (caught) {
    throw settleFailure(new ApiError('network', String(caught)), { silent: true });
  }
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('application/json')) {
    const payload: unknown = await response.json().catch(() => undefined);
    try {
      openEnvelope(response.status, payload);
    } catch (caught) {
      throw settleFailure(caught as ApiError, { silent: true });
    }
    throw settleFailure(new ApiError('invalid', `HTTP ${response.status}`), { silent: true });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(response, `${title || 'recording'}.${format}`);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
