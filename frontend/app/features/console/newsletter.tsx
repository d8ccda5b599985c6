/**
 * Newsletter (admin): when the digest of new posts goes to the confirmed subscribers, what goes in,
 * how fast it is handed to the mail server; each issue sent with its counts; the subscribers' export.
 */
import {
  DIGEST_LIMITS,
  NEWSLETTER_ADMIN_API,
  type DigestIssueListResponse,
  type DigestSchedule,
  type DigestSettings,
} from '@orbitwise/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '~/components/form-kit';
import { request } from './step-up-request';
import { DateTime, ErrorNotice, Loading, Notice } from './ui';

const KEYS = { settings: ['digest-settings'] as const, issues: ['digest-issues'] as const };
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const SCHEDULES: Record<DigestSchedule, string> = {
  off: 'Off: no digest',
  weekly: 'Weekly',
  monthly: 'Monthly, on the 1st',
};

const getSettings = () => request<DigestSettings>(NEWSLETTER_ADMIN_API.digestSettings);
const saveSettings = (body: DigestSettings) =>
  request<DigestSettings>(NEWSLETTER_ADMIN_API.digestSettings, { method: 'PUT', body });
const listIssues = () => request<DigestIssueListResponse>(NEWSLETTER_ADMIN_API.digestIssues);

export function NewsletterScreen() {
  return (
    <>
      <h1>Newsletter</h1>
      <p className="console-muted">
        Only confirmed subscribers receive the digest; every copy carries a one-click unsubscribe link.
      </p>
      <DigestSchedulePanel />
      <DigestIssues />
      <section aria-labelledby="newsletter-export" className="console-panel">
        <h2 id="newsletter-export">Subscribers</h2>
        <p className="console-muted">
          The confirmed subscribers with their consent record (confirmed at, form, page, wording version), to
          move the list to another tool. The export is recorded in the audit log.
        </p>
        <a className="button button-outline" href={NEWSLETTER_ADMIN_API.subscribersExport} download>
          Export CSV
        </a>
      </section>
    </>
  );
}

function DigestSchedulePanel() {
  const client = useQueryClient();
  const current = useQuery({ queryKey: KEYS.settings, queryFn: getSettings });
  const [schedule, setSchedule] = useState<DigestSchedule | null>(null);
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => client.setQueryData(KEYS.settings, saved),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    save.mutate({
      schedule: String(data.get('schedule')) as DigestSchedule,
      weekday: Number(data.get('weekday')),
      hour: Number(data.get('hour')),
      includeJobs: data.get('includeJobs') === 'on',
      includeEvents: data.get('includeEvents') === 'on',
      perMinute: Number(data.get('perMinute')),
    });
  };
  const shown = schedule ?? current.data?.schedule;
  return (
    <section aria-labelledby="newsletter-digest" className="console-panel">
      <h2 id="newsletter-digest">Digest schedule</h2>
      <p className="console-muted">
        At the chosen time (UTC), if anything was published since the last issue, a digest of the new posts
        goes out; nothing new, no issue. The first issue after switching the schedule on holds only what is
        published from then on. The schedule is looked at the start of each hour: a time set for the current
        hour first applies a period later.
      </p>
      {current.isPending ? <Loading /> : null}
      <ErrorNotice error={current.error} />
      {current.data ? (
        <form
          key={JSON.stringify(current.data)}
          className="console-form console-form-grid"
          onSubmit={submit}
          aria-label="Digest schedule"
        >
          <div className="console-field">
            <label htmlFor="digest-schedule">Schedule</label>
            <select
              id="digest-schedule"
              name="schedule"
              defaultValue={current.data.schedule}
              onChange={(event) => setSchedule(event.target.value as DigestSchedule)}
            >
              {(Object.keys(SCHEDULES) as DigestSchedule[]).map((value) => (
                <option key={value} value={value}>
                  {SCHEDULES[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="console-field">
            <label htmlFor="digest-weekday">Weekday</label>
            <select
              id="digest-weekday"
              name="weekday"
              defaultValue={current.data.weekday}
              disabled={shown !== 'weekly'}
            >
              {WEEKDAYS.map((day, index) => (
                <option key={day} value={index}>
                  {day}
                </option>
              ))}
            </select>
            {shown !== 'weekly' ? <input type="hidden" name="weekday" value={current.data.weekday} /> : null}
          </div>
          <div className="console-field">
            <label htmlFor="digest-hour">Hour (UTC)</label>
            <select id="digest-hour" name="hour" defaultValue={current.data.hour}>
              {Array.from({ length: 24 }, (_, hour) => (
                <option key={hour} value={hour}>
                  {`${String(hour).padStart(2, '0')}:00`}
                </option>
              ))}
            </select>
          </div>
          <div className="console-field">
            <label htmlFor="digest-pace">E-mails per minute at most</label>
            <input
              id="digest-pace"
              name="perMinute"
              type="number"
              inputMode="numeric"
              min={DIGEST_LIMITS.perMinuteMin}
              max={DIGEST_LIMITS.perMinuteMax}
              step={1}
              required
              defaultValue={current.data.perMinute}
            />
          </div>
          <fieldset className="console-fieldset">
            <legend>Beside new posts</legend>
            <div className="console-checks">
              <div className="console-check">
                <input
                  id="digest-jobs"
                  name="includeJobs"
                  type="checkbox"
                  defaultChecked={current.data.includeJobs}
                />
                <label htmlFor="digest-jobs">New jobs</label>
              </div>
              <div className="console-check">
                <input
                  id="digest-events"
                  name="includeEvents"
                  type="checkbox"
                  defaultChecked={current.data.includeEvents}
                />
                <label htmlFor="digest-events">New events</label>
              </div>
            </div>
          </fieldset>
          <div className="console-actions">
            <button type="submit" className="button" disabled={save.isPending}>
              Save schedule
            </button>
          </div>
          {save.isSuccess ? <Notice tone="success">Digest schedule saved.</Notice> : null}
          <FormMessage message={save.error?.message ?? null} />
        </form>
      ) : null}
    </section>
  );
}

function DigestIssues() {
  const issues = useQuery({ queryKey: KEYS.issues, queryFn: listIssues, refetchInterval: 60_000 });
  return (
    <section aria-labelledby="newsletter-issues" className="console-panel">
      <h2 id="newsletter-issues">Issues sent</h2>
      {issues.isPending ? <Loading /> : null}
      <ErrorNotice error={issues.error} />
      {issues.data && issues.data.items.length === 0 ? <p className="console-muted">No issue yet.</p> : null}
      {issues.data && issues.data.items.length > 0 ? (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Items</th>
                <th scope="col">Recipients</th>
                <th scope="col">Delivered</th>
                <th scope="col">Failed</th>
                <th scope="col">Still to send</th>
              </tr>
            </thead>
            <tbody>
              {issues.data.items.map((issue) => (
                <tr key={issue.id}>
                  <td data-label="Date">
                    <DateTime iso={issue.sentAt} />
                  </td>
                  <td data-label="Items">
                    <ul className="console-digest-items">
                      {issue.items.map((item) => (
                        <li key={item.url}>{item.title}</li>
                      ))}
                    </ul>
                  </td>
                  <td data-label="Recipients">{issue.recipients}</td>
                  <td data-label="Delivered">{issue.delivered}</td>
                  <td data-label="Failed">{issue.failed}</td>
                  <td data-label="Still to send">{issue.pending}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
