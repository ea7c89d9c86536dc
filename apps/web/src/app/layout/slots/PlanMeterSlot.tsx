import { lazy, Suspense } from 'react';

// The meter comes right after the first paint, in its own chunk: its antd pieces (progress bar and
// ring, skeleton, tooltip, button) would otherwise ride in every first load.
const PlanMeter = lazy(() =>
  import('@/features/billing/components/PlanMeter.tsx').then(({ PlanMeter }) => ({ default: PlanMeter })),
);

/** Where the sidebar shows the plan meter (SPEC §4: Pro expiry and days left, or today's free count). */
export function PlanMeterSlot({ collapsed }: { collapsed: boolean }) {
  return (
    <Suspense fallback={null}>
      <PlanMeter collapsed={collapsed} />
    </Suspense>
  );
}
