import { i18next } from '../i18n/i18n.ts';
import { toast } from '../ui/toast.ts';
import { ApiError } from './errors.ts';

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

/**
 * A form's failed call: the server's refusal is shown beside the form (`showRefusal`), any other
 * API fault is reported as usual; what is not an API fault is a bug and is thrown on.
 */
export function showRefusalOrReport(caught: unknown, showRefusal: (message: string) => void): void {
  if (caught instanceof ApiError && caught.kind === 'envelope') showRefusal(caught.message);
  else if (caught instanceof ApiError) reportApiError(caught);
  else throw caught;
}
