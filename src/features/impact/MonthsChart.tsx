/**
 * Donations by month as a chart (uPlot: small, canvas, kept up): offers accepted and delivered,
 * as bars side by side. Loaded only on the impact dashboards (ImpactPage imports it lazily). It
 * is a picture of the table beside it, which screen readers and print read instead.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ImpactMonth } from '../../services/impact-model';

/** The design's brand green and a warm stone: brand-700 and stone-400, as the legend's classes. */
const DELIVERED = '#15803d';
const ACCEPTED = '#a8a29e';
const HEIGHT = 220;
/** The narrowest room, in CSS pixels, one month's name needs under its bars. */
const LABEL_WIDTH = 64;

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
    // Every month's name when they fit (a desktop), else every second, third… one, from the last.
    const every = (width: number) => Math.max(1, Math.ceil((months.length * LABEL_WIDTH) / Math.max(width, 1)));
    const named = (i: number, width: number) => (months.length - 1 - i) % every(width) === 0;
    const bars = (offset: number) => uPlot.paths.bars!({ size: [0.35, 28], align: offset as 1 | -1, gap: 2 });
    const chart = new uPlot(
      {
        width: Math.max(el.clientWidth, 280),
        height: HEIGHT,
        // The legend is drawn below, in the page's own type (uPlot's would also list the x axis).
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.6, months.length - 0.4] },
          y: { range: (_u, _min, max) => [0, Math.max(4, max)] },
        },
        axes: [
          {
            values: (u, splits) => splits.map((i) => (named(i, u.width) ? (names[i] ?? '') : '')),
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

  return (
    <div aria-hidden="true" className="mt-3">
      <div className="flex flex-wrap gap-4 text-sm text-stone-700">
        <span className="inline-flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-stone-400" />
          {acceptedLabel}
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-brand-700" />
          {deliveredLabel}
        </span>
      </div>
      <div ref={box} className="w-full overflow-hidden" />
    </div>
  );
}
