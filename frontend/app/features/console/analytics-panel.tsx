/**
 * The dashboard's page analytics (admins and sales): over a chosen period, visitors and page views by
 * day (a uPlot chart, loaded on demand), top pages, top sources, each form's funnel and the
 * submissions by kind and source. Each chart has its numbers beside it in a table with a caption;
 * the bars are drawn in the tables themselves.
 */
import { SUBMISSION_KIND_LABELS, type SubmissionKind } from '@orbitwise/contracts/admin';
import type { AnalyticsReport } from '@orbitwise/contracts/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import { getAnalyticsReport } from './api';
import {
  lastDays,
  periodProblem,
  PRESET_DAYS,
  todayUtc,
  type Period,
  type PresetDays,
} from './analytics-period';
import { keys } from './query';
import { ErrorNotice, Loading } from './ui';
import './analytics.css';

const TrafficChart = lazy(() => import('./analytics-chart'));

const count = new Intl.NumberFormat('en-GB');
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });
const dayLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
const kindLabel = (kind: string) => SUBMISSION_KIND_LABELS[kind as SubmissionKind] ?? kind;

type Choice = PresetDays | 'custom';

export function AnalyticsPanel() {
  const [choice, setChoice] = useState<Choice>(30);
  const [custom, setCustom] = useState<Period>(() => lastDays(30));
  const period = choice === 'custom' ? custom : lastDays(choice);
  const { data, error, isPending, isFetching } = useQuery({
    queryKey: keys.analytics(period.from, period.to),
    queryFn: ({ signal }) => getAnalyticsReport(period, signal),
    // The previous period's charts stay while the next one loads, instead of a blank panel.
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="dash-analytics" className="console-analytics" aria-busy={isFetching}>
      <h2 id="dash-analytics">Site analytics</h2>
      <PeriodChooser choice={choice} onChoice={setChoice} custom={custom} onCustom={setCustom} />
      {isPending ? <Loading /> : null}
      <ErrorNotice error={error} />
      {data ? <Report report={data} /> : null}
    </section>
  );
}

function PeriodChooser({
  choice,
  onChoice,
  custom,
  onCustom,
}: {
  choice: Choice;
  onChoice: (choice: Choice) => void;
  custom: Period;
  onCustom: (period: Period) => void;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const today = todayUtc();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = { from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') };
    const wrong = periodProblem(next, today);
    setProblem(wrong);
    if (!wrong) onCustom(next);
  };
  const options: { value: Choice; label: string }[] = [
    ...PRESET_DAYS.map((days) => ({ value: days, label: `Last ${days} days` })),
    { value: 'custom', label: 'Custom' },
  ];
  return (
    <div className="console-analytics-period">
      <fieldset className="console-analytics-choices">
        <legend>Period</legend>
        {options.map(({ value, label }) => (
          <label key={value} className="console-analytics-choice">
            <input
              type="radio"
              name={`${id}-period`}
              value={value}
              checked={choice === value}
              onChange={() => onChoice(value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {choice === 'custom' ? (
        <form className="console-analytics-custom" onSubmit={apply} aria-label="Custom period" noValidate>
          <div className="console-field">
            <label htmlFor={`${id}-from`}>From</label>
            <input id={`${id}-from`} name="from" type="date" max={today} defaultValue={custom.from} />
          </div>
          <div className="console-field">
            <label htmlFor={`${id}-to`}>To</label>
            <input id={`${id}-to`} name="to" type="date" max={today} defaultValue={custom.to} />
          </div>
          <button type="submit" className="button">
            Show
          </button>
          {problem ? (
            <p role="alert" className="console-analytics-problem">
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

function Report({ report }: { report: AnalyticsReport }) {
  const period = `${dayLabel(report.from)} – ${dayLabel(report.to)}`;
  return (
    <>
      <p className="console-muted">
        {period} (UTC) · counted without cookies; a visitor is counted once a day
      </p>
      <ul className="console-tiles console-tiles-small console-analytics-totals">
        <li className="console-tile">
          <span className="console-tile-title">Visitors</span>
          <span className="console-tile-count">{count.format(report.totals.visitors)}</span>
        </li>
        <li className="console-tile">
          <span className="console-tile-title">Page views</span>
          <span className="console-tile-count">{count.format(report.totals.pageViews)}</span>
        </li>
      </ul>
      <div className="console-analytics-grid">
        <Card title="Visitors and page views" wide>
          <Traffic report={report} />
        </Card>
        <Card title="Top pages">
          <TopPages report={report} />
        </Card>
        <Card title="Top sources">
          <TopSources report={report} />
        </Card>
        <Card title="Forms: viewed, started, sent" wide>
          <Funnels report={report} />
        </Card>
        <Card title="Submissions by kind and source" wide>
          <Submissions report={report} />
        </Card>
      </div>
    </>
  );
}

function Card({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={wide ? 'console-analytics-card is-wide' : 'console-analytics-card'}
    >
      <h3 id={id} className="console-subheading">
        {title}
      </h3>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="console-muted console-analytics-empty">{children}</p>
);

/** A count with its bar: `share` of the widest bar in its table (0–1). */
function Bar({ share, tone = 'visitors' }: { share: number; tone?: 'visitors' | 'pageViews' | 'sent' }) {
  const width = `${Math.round(Math.max(0, Math.min(1, share)) * 1000) / 10}%`;
  return (
    <span className="console-analytics-track" aria-hidden="true">
      <span className={`console-analytics-bar is-${tone}`} style={{ width }} />
    </span>
  );
}

const shareOf = (value: number, max: number) => (max > 0 ? value / max : 0);

function Traffic({ report }: { report: AnalyticsReport }) {
  if (report.totals.pageViews === 0) return <Empty>No page views in this period yet.</Empty>;
  // Today is not over: drawn, its low counts would look like an outage, so the line ends yesterday.
  const last = report.days.at(-1);
  const today = last?.date === todayUtc() ? last : undefined;
  const wholeDays = today ? report.days.slice(0, -1) : report.days;
  return (
    <>
      {wholeDays.length ? (
        <Suspense fallback={<div className="console-analytics-canvas is-loading" />}>
          <TrafficChart days={wholeDays} />
        </Suspense>
      ) : null}
      {today ? (
        <p className="console-muted console-analytics-today">
          Today so far: {count.format(today.visitors)} visitors, {count.format(today.pageViews)} page views
        </p>
      ) : null}
      {/* Hidden through its wrapper: a table grows to its content whatever width its class gives it. */}
      <div className="visually-hidden">
        <table>
          <caption>Visitors and page views by day (UTC)</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Visitors</th>
              <th scope="col">Page views</th>
            </tr>
          </thead>
          <tbody>
            {report.days.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  {dayLabel(day.date)}
                  {day === today ? ' (today, so far)' : ''}
                </th>
                <td>{count.format(day.visitors)}</td>
                <td>{count.format(day.pageViews)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function TopPages({ report }: { report: AnalyticsReport }) {
  if (!report.topPages.length) return <Empty>No page views in this period yet.</Empty>;
  const max = Math.max(...report.topPages.map((page) => page.pageViews));
  return (
    <table className="console-analytics-table">
      <caption className="visually-hidden">Top pages by page views</caption>
      <thead>
        <tr>
          <th scope="col">Page</th>
          <th scope="col">Visitors</th>
          <th scope="col">Views</th>
        </tr>
      </thead>
      <tbody>
        {report.topPages.map((page) => (
          <tr key={page.path}>
            <th scope="row">
              <span className="console-analytics-label">{page.path}</span>
              <Bar share={shareOf(page.pageViews, max)} tone="pageViews" />
            </th>
            <td>{count.format(page.visitors)}</td>
            <td>{count.format(page.pageViews)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TopSources({ report }: { report: AnalyticsReport }) {
  if (!report.topSources.length) return <Empty>No visits in this period yet.</Empty>;
  const max = Math.max(...report.topSources.map((source) => source.visitors));
  return (
    <table className="console-analytics-table">
      <caption className="visually-hidden">Top sources by visitors</caption>
      <thead>
        <tr>
          <th scope="col">Source</th>
          <th scope="col">Visitors</th>
        </tr>
      </thead>
      <tbody>
        {report.topSources.map((source) => (
          <tr key={source.source}>
            <th scope="row">
              <span className="console-analytics-label">{source.source}</span>
              <Bar share={shareOf(source.visitors, max)} />
            </th>
            <td>{count.format(source.visitors)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Funnels({ report }: { report: AnalyticsReport }) {
  if (!report.funnels.some((funnel) => funnel.viewed > 0))
    return <Empty>No form was seen in this period yet.</Empty>;
  return (
    <table className="console-analytics-table console-analytics-funnels">
      <caption className="visually-hidden">Each form: viewed, started, sent and conversion rate</caption>
      <thead>
        <tr>
          <th scope="col">Form</th>
          <th scope="col">Viewed</th>
          <th scope="col">Started</th>
          <th scope="col">Sent</th>
          <th scope="col">Conversion</th>
        </tr>
      </thead>
      <tbody>
        {report.funnels.map((funnel) => (
          <tr key={funnel.form}>
            <th scope="row">{kindLabel(funnel.form)}</th>
            <td data-label="Viewed">
              {count.format(funnel.viewed)}
              <Bar share={shareOf(funnel.viewed, funnel.viewed)} />
            </td>
            <td data-label="Started">
              {count.format(funnel.started)}
              <Bar share={shareOf(funnel.started, funnel.viewed)} />
            </td>
            <td data-label="Sent">
              {count.format(funnel.sent)}
              <Bar share={shareOf(funnel.sent, funnel.viewed)} tone="sent" />
            </td>
            <td data-label="Conversion">{percent.format(funnel.conversionRate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Submissions({ report }: { report: AnalyticsReport }) {
  if (!report.submissions.length) return <Empty>No submission in this period yet.</Empty>;
  const max = Math.max(...report.submissions.map((row) => row.count));
  return (
    <table className="console-analytics-table console-analytics-submissions">
      <caption className="visually-hidden">Submissions by kind and source</caption>
      <thead>
        <tr>
          <th scope="col">Kind</th>
          <th scope="col">Source</th>
          <th scope="col">Count</th>
        </tr>
      </thead>
      <tbody>
        {report.submissions.map((row) => (
          <tr key={`${row.kind} ${row.source}`}>
            <th scope="row">
              <span className="console-analytics-label">{kindLabel(row.kind)}</span>
              <Bar share={shareOf(row.count, max)} tone="sent" />
            </th>
            <td className="console-analytics-source">{row.source}</td>
            <td>{count.format(row.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
