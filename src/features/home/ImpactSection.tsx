// Impact totals from real data: filled by the donations work (issue 5).
export function ImpactSection() {
  return null;
}
