import { z } from 'zod';

/**
 * zod compiles a checker for each object schema with `new Function` when the page allows it, and
 * finds out by trying when the schema is made. The pages' content policy allows no eval
 * (platform/http/security.ts), so the try was refused and reported as a policy violation on every
 * load; told it is jitless, zod checks by walking the schema and never tries.
 */
z.config({ jitless: true });
