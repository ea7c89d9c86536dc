/**
 * Where the sidebar shows the plan meter (SPEC §4: Pro expiry and days left, or today's free
 * count). The plans issue renders it here; until then the slot stays empty rather than
 * showing numbers we do not have.
 */
export function PlanMeterSlot(_props: { collapsed: boolean }) {
  return null;
}
