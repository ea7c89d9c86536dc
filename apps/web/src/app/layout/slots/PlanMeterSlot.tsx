import { PlanMeter } from '@/features/billing/components/PlanMeter.tsx';

/** Where the sidebar shows the plan meter (SPEC §4: Pro expiry and days left, or today's free count). */
export function PlanMeterSlot({ collapsed }: { collapsed: boolean }) {
  return <PlanMeter collapsed={collapsed} />;
}
