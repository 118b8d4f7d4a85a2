/**
 * Donations by month as a chart (uPlot: small, canvas, kept up): offers accepted and delivered,
 * as bars side by side. Loaded only on the impact dashboards (ImpactPage imports it lazily). It
 * is a picture of the table beside it, which screen readers and print read instead.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ImpactMonth } from '../../services/impact-model';

/** The design's brand green and a warm stone (DESIGN tokens as Tailwind has them). */
const DELIVERED = '#15803d';
const ACCEPTED = '#a8a29e';
const HEIGHT = 220;

export interface MonthsChartProps {
  months: readonly ImpactMonth[];
  /** Each month's short name ('Nov 2026'), as the table shows it. */
  names: readonly string[];
  acceptedLabel: string;
  deliveredLabel: string;
}

export default function MonthsChart({ months, names, acceptedLabel, deliveredLabel }: MonthsChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = months.map((_, i) => i);
    const bars = (offset: number) => uPlot.paths.bars!({ size: [0.35, 28], align: offset as 1 | -1, gap: 2 });
    const chart = new uPlot(
      {
        width: Math.max(el.clientWidth, 280),
        height: HEIGHT,
        legend: { show: true },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.6, months.length - 0.4] },
          y: { range: (_u, _min, max) => [0, Math.max(4, max)] },
        },
        axes: [
          {
            values: (_u, splits) => splits.map((i) => names[i] ?? ''),
            splits: () => xs,
            stroke: '#44403c',
            grid: { show: false },
          },
          { stroke: '#44403c', grid: { stroke: '#e7e5e4' }, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] },
        ],
        series: [
          {},
          { label: acceptedLabel, fill: ACCEPTED, stroke: ACCEPTED, paths: bars(-1), points: { show: false } },
          { label: deliveredLabel, fill: DELIVERED, stroke: DELIVERED, paths: bars(1), points: { show: false } },
        ],
      },
      [xs, months.map((m) => m.accepted), months.map((m) => m.delivered)],
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(el.clientWidth, 280), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [months, names, acceptedLabel, deliveredLabel]);

  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden" />;
}
