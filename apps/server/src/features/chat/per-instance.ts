import type { Platform } from '../../platform/platform.ts';

/**
 * State kept per app instance, keyed by its realtime hub: two instances in one process (as in
 * the tests) stay apart. `make` builds an instance's state the first time it is asked for.
 */
export function perInstance<T, I extends Pick<Platform, 'realtime'> = Pick<Platform, 'realtime'>>(
  make: (instance: I) => T,
): (instance: I) => T {
  const states = new WeakMap<Platform['realtime'], T>();
  return (instance) => {
    let state = states.get(instance.realtime);
    if (state === undefined) states.set(instance.realtime, (state = make(instance)));
    return state;
  };
}
