import { i18next } from '../i18n/i18n.ts';
import { toast } from '../ui/toast.ts';
import type { ApiError } from './errors.ts';

/** SPEC §8: the server's own message for envelope errors, a catalogue text for the rest. */
export function reportApiError(error: ApiError): void {
  switch (error.kind) {
    case 'envelope':
      toast(error.type === 'WARN' ? 'warning' : 'error', error.message);
      return;
    case 'network':
      toast('error', i18next.t('errors:network.error'));
      return;
    case 'timeout':
      toast('error', i18next.t('errors:network.timeout'));
      return;
    case 'invalid':
      toast('error', i18next.t('errors:network.server'));
      return;
    case 'aborted':
      return;
  }
}
