/**
 * Visitors and page views by day, drawn by uPlot (a canvas chart of about 20 KB gzip). Loaded on
 * demand by the dashboard's analytics (analytics-panel.tsx), never by a public page: the bundle check
 * fails a public route whose JavaScript holds uPlot. The numbers are in the table beside it, so the
 * canvas is hidden from screen readers.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AnalyticsReport } from '@orbitwise/contracts/analytics';

export const SERIES_COLORS = { visitors: '#0b3d91', pageViews: '#b4530a' } as const;

const DAY_S = 86_400;
/** Ticks on whole days (a week, a fortnight, a month apart on long periods). */
const DAY_STEPS = [DAY_S, 2 * DAY_S, 7 * DAY_S, 14 * DAY_S, 28 * DAY_S];
const dayTick = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Whole numbers only on the counts' axis (no "0.5 visitors"). */
const COUNT_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
];

const heightFor = (width: number) => Math.round(Math.min(280, Math.max(200, width * 0.4)));

export default function TrafficChart({ days }: { days: AnalyticsReport['days'] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current!;
    const size = () => ({ width: element.clientWidth, height: heightFor(element.clientWidth) });
    const data: uPlot.AlignedData = [
      days.map(({ date }) => Date.parse(`${date}T00:00:00Z`) / 1000),
      days.map(({ visitors }) => visitors),
      days.map(({ pageViews }) => pageViews),
    ];
    const chart = new uPlot(
      {
        ...size(),
        // The API counts days in UTC: the axis says the same days whatever the operator's zone.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        // The legend says the last day's numbers whenever the pointer is not on another day.
        hooks: {
          ready: [(self) => self.setLegend({ idx: days.length - 1 })],
          setCursor: [
            (self) => (self.cursor.idx == null ? self.setLegend({ idx: days.length - 1 }) : undefined),
          ],
        },
        scales: { y: { range: (_chart, _min, max) => [0, Math.max(4, max)] } },
        axes: [
          { incrs: DAY_STEPS, space: 56, values: (_chart, ticks) => ticks.map(dayTick) },
          { incrs: COUNT_STEPS, size: 52 },
        ],
        series: [
          { label: 'Day', value: (_chart, seconds) => (seconds == null ? '' : dayTick(seconds)) },
          {
            label: 'Visitors',
            stroke: SERIES_COLORS.visitors,
            fill: 'rgba(11, 61, 145, 0.12)',
            width: 2,
          },
          { label: 'Page views', stroke: SERIES_COLORS.pageViews, width: 2, dash: [6, 3] },
        ],
      },
      data,
      element,
    );
    const observer = new ResizeObserver(() => chart.setSize(size()));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days]);
  return <div ref={box} className="console-analytics-canvas" aria-hidden="true" />;
}
