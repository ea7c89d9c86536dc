export type Scalar = string | number | boolean | null | undefined;
export type FormFields = Record<string, Scalar | Blob>;

/** Query strings and form fields drop empty values rather than sending "undefined". */
export function searchParams(fields: Record<string, Scalar>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
}

/**
 * SPEC §7 login-area calls are form-encoded; a form with a file becomes multipart, and the
 * browser then sets the boundary in Content-Type itself.
 */
export function formBody(fields: FormFields): URLSearchParams | FormData {
  const hasFile = Object.values(fields).some((value) => value instanceof Blob);
  if (!hasFile) return searchParams(fields as Record<string, Scalar>);
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, String(value));
  }
  return form;
}
