/**
 * Reads a response body for assertions. Tests look into arbitrary JSON, so the result is
 * loosely typed on purpose; expectations, not types, check its shape.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export async function json(response: Response | Promise<Response>): Promise<Json> {
  return (await response).json();
}
