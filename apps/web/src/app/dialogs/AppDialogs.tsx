import { Suspense, useState } from 'react';
import { useDialogs, type DialogName } from '@/shared/stores/dialogs.ts';
import { DialogFallback } from './DialogFallback.tsx';
import { lazyDialogs } from './lazy-dialogs.ts';

const NAMES = Object.keys(lazyDialogs) as DialogName[];

/**
 * Every dialog the whole app can open, rendered once inside the router. Each mounts the first time
 * it is opened (its code loads then, if no intent fetched it before) and stays mounted after, so
 * closing animates and reopening is immediate.
 */
export function AppDialogs() {
  return (
    <>
      {NAMES.map((name) => (
        <Deferred key={name} name={name} />
      ))}
    </>
  );
}

function Deferred({ name }: { name: DialogName }) {
  const open = useDialogs((state) => isOpen(state[name]));
  const close = useDialogs((state) => state.close);
  const [wanted, setWanted] = useState(open);
  // Set during render, not in an effect, so the opening render already asks for the dialog.
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  const Dialog = lazyDialogs[name];
  return (
    <Suspense fallback={open ? <DialogFallback onCancel={() => close(name)} /> : null}>
      <Dialog />
    </Suspense>
  );
}

// `settings` holds its tab and `plans` its request while open; the others are plain flags.
const isOpen = (value: unknown) => value !== false && value !== null;
