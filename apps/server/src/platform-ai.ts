import type { ModelAccess } from './ai/model-access.ts';

/**
 * Model access sits beside the platform, not inside it: ai/ reads platform leaves (its config),
 * so if platform/ named ai/ in turn the two would depend on each other. The composition root
 * (app.ts, which imports this module) joins them on the record every feature receives.
 */
declare module './platform/platform.ts' {
  interface Platform {
    /** Every AI model, real or the offline engines (DESIGN.md §4). */
    ai: ModelAccess;
  }
}
