/**
 * A submission's deliveries: the e-mail to the staff, each webhook, the acknowledgement to the
 * visitor; each with its state, why, and every attempt (newest first), and a Resend button (for an
 * e-mail that reached only some recipients: to those it did not reach, or to all). The
 * list asks again every few seconds while something is still queued, so a resent delivery's new
 * attempt shows without reloading. Targets, reasons and server answers are text, never markup.
 */
import {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_STATE_LABELS,
  WEBHOOK_EVENT_LABELS,
  type DeliveryAttempt,
  type DeliveryState,
  type DeliveryView,
  type ResendTarget,
} from '@orbitwise/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Address, AddressList, WithAddresses } from './address';
import { listDeliveries, resendDelivery } from './api';
import { keys } from './query';
import { DateTime, ErrorNotice, Loading } from './ui';

/** How often the list is asked again while a delivery waits for its (next) try. */
const PENDING_REFRESH_MS = 2000;

export function Deliveries({ id }: { id: string }) {
  const { data, error, isPending } = useQuery({
    queryKey: keys.deliveries(id),
    queryFn: () => listDeliveries(id),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.state === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  });
  return (
    <section aria-labelledby="detail-deliveries" className="console-panel">
      <h2 id="detail-deliveries">Deliveries</h2>
      {isPending ? <Loading /> : null}
      <ErrorNotice error={error} />
      {data ? (
        data.deliveries.length ? (
          <ul className="console-deliveries">
            {data.deliveries.map((delivery) => (
              <DeliveryItem key={delivery.id} submissionId={id} delivery={delivery} />
            ))}
          </ul>
        ) : (
          <p className="console-muted">Nothing was sent for this submission.</p>
        )
      ) : null}
    </section>
  );
}

function DeliveryItem({ submissionId, delivery }: { submissionId: string; delivery: DeliveryView }) {
  const client = useQueryClient();
  const headingId = useId();
  const resend = useMutation({
    mutationFn: (to: ResendTarget) => resendDelivery(submissionId, delivery.id, to),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.deliveries(submissionId) }),
        client.invalidateQueries({ queryKey: keys.notificationHealth }),
      ]),
  });
  // A webhook says which event it carries when it is not the submission's arrival.
  const channel =
    delivery.channel === 'webhook' && delivery.event !== 'submission.created'
      ? `${DELIVERY_CHANNEL_LABELS.webhook}: ${WEBHOOK_EVENT_LABELS[delivery.event].toLowerCase()}`
      : DELIVERY_CHANNEL_LABELS[delivery.channel];
  const unreached = delivery.recipients.filter((recipient) => recipient.state !== 'sent').length;
  return (
    <li className="console-delivery" aria-labelledby={headingId}>
      <div className="console-delivery-head">
        <h3 id={headingId}>{channel}</h3>
        <StateBadge state={delivery.state} />
      </div>
      <p className="console-delivery-target">
        <span className="console-muted">{delivery.channel === 'webhook' ? 'URL: ' : 'To: '}</span>
        {delivery.target === null ? (
          <span className="console-muted">
            {delivery.channel === 'webhook' ? '(the endpoint was deleted)' : '(chosen when it is sent)'}
          </span>
        ) : delivery.channel === 'webhook' ? (
          delivery.target
        ) : (
          <AddressList addresses={delivery.target} />
        )}
      </p>
      {delivery.state === 'partly-failed' ? (
        <ul className="console-delivery-unreached" aria-label="Recipients it did not reach">
          {delivery.recipients
            .filter((recipient) => recipient.state !== 'sent')
            .map((recipient) => (
              <li key={recipient.address}>
                <span className="console-muted">Not reached: </span>
                <Address address={recipient.address} />
                {recipient.reply ? <span className="console-muted"> — {recipient.reply}</span> : null}
              </li>
            ))}
        </ul>
      ) : null}
      {delivery.reason ? (
        <p className="console-delivery-reason">
          <span className="console-muted">Why: </span>
          <WithAddresses text={delivery.reason} />
        </p>
      ) : null}
      <p className="console-muted console-delivery-times">
        Queued <DateTime iso={delivery.createdAt} />
        {delivery.sentAt ? (
          <>
            {' · '}sent <DateTime iso={delivery.sentAt} />
          </>
        ) : null}
      </p>
      <Attempts attempts={delivery.attempts} channel={channel} />
      <div className="console-actions">
        {delivery.state === 'partly-failed' ? (
          <>
            <button
              type="button"
              className="button console-small"
              onClick={() => resend.mutate('failed')}
              disabled={resend.isPending}
              aria-describedby={headingId}
            >
              {resend.isPending && resend.variables === 'failed'
                ? 'Sending…'
                : `Resend to the ${unreached} not reached`}
            </button>
            <button
              type="button"
              className="button button-outline console-small"
              onClick={() => resend.mutate('all')}
              disabled={resend.isPending}
              aria-describedby={headingId}
            >
              {resend.isPending && resend.variables === 'all' ? 'Sending…' : 'Resend to all'}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button-outline console-small"
            onClick={() => resend.mutate('failed')}
            disabled={resend.isPending}
            aria-describedby={headingId}
          >
            {resend.isPending ? 'Sending…' : 'Resend'}
          </button>
        )}
        {resend.isSuccess && !resend.isPending ? (
          <span className="console-muted" role="status">
            Queued again.
          </span>
        ) : null}
      </div>
      <ErrorNotice error={resend.error} />
    </li>
  );
}

function StateBadge({ state }: { state: DeliveryState }) {
  return <span className={`console-state console-state-${state}`}>{DELIVERY_STATE_LABELS[state]}</span>;
}

/** Attempts shown before "Show all": a day of retries is twenty or more. */
const ATTEMPTS_SHOWN = 5;

function Attempts({ attempts, channel }: { attempts: DeliveryAttempt[]; channel: string }) {
  const [all, setAll] = useState(false);
  if (!attempts.length) return <p className="console-muted">No attempt yet.</p>;
  const shown = all ? attempts : attempts.slice(0, ATTEMPTS_SHOWN);
  return (
    <>
      <table className="console-attempts">
        <caption className="visually-hidden">Attempts of the {channel.toLowerCase()}, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Result</th>
            <th scope="col">Answer</th>
            <th scope="col">Took</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((attempt, index) => (
            <tr key={`${attempt.at}-${index}`}>
              <td>
                <DateTime iso={attempt.at} seconds />
              </td>
              <td>
                <span className={attempt.ok ? 'console-ok' : 'console-failed'}>
                  {attempt.ok ? 'Delivered' : 'Failed'}
                </span>
              </td>
              <td className="console-attempt-detail">
                {attempt.detail ? <WithAddresses text={attempt.detail} /> : '—'}
              </td>
              <td>{formatDuration(attempt.durationMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {attempts.length > ATTEMPTS_SHOWN ? (
        <button
          type="button"
          className="console-link-button console-attempts-toggle"
          onClick={() => setAll(!all)}
        >
          {all ? `Show the newest ${ATTEMPTS_SHOWN} only` : `Show all ${attempts.length} attempts`}
        </button>
      ) : null}
    </>
  );
}

export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}
