import { API_VERSION, APP_CODE, Headers } from '@inkstone/contract/envelope';
import { languageTag } from '../i18n/language.ts';
import { useAuth } from '../stores/auth.ts';
import { useLanguage } from '../stores/language.ts';

/** The headers SPEC §7 asks for on every call. */
export function commonHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    [Headers.appCode]: APP_CODE,
    [Headers.apiVersion]: API_VERSION,
    [Headers.acceptLanguage]: languageTag(useLanguage.getState().language),
  };
  const token = useAuth.getState().token;
  if (token) headers[Headers.authorization] = `Bearer ${token}`;
  return headers;
}
