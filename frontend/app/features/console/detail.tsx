/**
 * One submission: every field as text, where it came from, its deliveries, workflow, notes, history
 * and resume. The workflow (status, assignee) comes first in the page, so a phone shows it before the
 * long content; a wide screen puts it at the top of the side column.
 */
import { STATUS_LABELS, SUBMISSION_KIND_LABELS } from '@orbitwise/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { consolePaths } from './console-routes';
import { deleteSubmission, getSubmission, updateSubmission } from './api';
import { keys } from './query';
import { isAdmin, useOperator } from './session';
import { ConfirmButton, DateTime, ErrorNotice, Loading } from './ui';
import { Address, isAddress } from './address';
import { Deliveries } from './detail-deliveries';
import { Notes } from './detail-notes';
import { Replies } from './detail-replies';
import { ResumePanel } from './detail-resume';
import { SourcePanel } from './detail-source';
import { Workflow } from './detail-workflow';

/** The inbox view a submission belongs to: a test key's sandbox or the live list. */
const inboxOf = (sandbox: boolean | undefined) =>
  sandbox ? `${consolePaths.inbox}?sandbox=true` : consolePaths.inbox;

export function SubmissionScreen({ id }: { id: string }) {
  const operator = useOperator();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data, error, isPending } = useQuery({
    queryKey: keys.submission(id),
    queryFn: () => getSubmission(id),
  });
  const markRead = useMutation({
    mutationFn: (read: boolean) => updateSubmission(id, { read }),
    onSuccess: () => invalidate(),
  });
  const remove = useMutation({
    mutationFn: () => deleteSubmission(id),
    onSuccess: async () => {
      client.removeQueries({ queryKey: keys.submission(id) });
      await client.invalidateQueries({ queryKey: keys.submissionLists });
      await client.invalidateQueries({ queryKey: keys.dashboard });
      await navigate(inboxOf(data?.sandbox), { state: { deleted: id } });
    },
  });
  const invalidate = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.submission(id) }),
      client.invalidateQueries({ queryKey: keys.submissionLists }),
      client.invalidateQueries({ queryKey: keys.dashboard }),
      // Moving it into or out of spam holds or releases its deliveries.
      client.invalidateQueries({ queryKey: keys.notificationHealth }),
    ]);

  // Opening a submission marks it read on the server: the lists and counts change with it.
  const wasUnread = data ? !data.read : false;
  useEffect(() => {
    if (!data?.id) return;
    void client.invalidateQueries({ queryKey: keys.submissionLists });
    void client.invalidateQueries({ queryKey: keys.dashboard });
  }, [client, data?.id, wasUnread]);

  if (isPending) return <Loading />;
  if (!data) {
    return (
      <>
        <h1>Submission #{id}</h1>
        <ErrorNotice error={error} />
        <p>
          <Link to={consolePaths.inbox}>Back to the inbox</Link>
        </p>
      </>
    );
  }
  return (
    <article className="console-detail">
      <p>
        <Link to={inboxOf(data.sandbox)}>{data.sandbox ? '← Test submissions' : '← Inbox'}</Link>
      </p>
      <h1>
        #{data.id} · {SUBMISSION_KIND_LABELS[data.kind]}
      </h1>
      {data.sandbox ? (
        <p>
          <span className="console-badge console-badge-test">Test submission — notified nobody</span>
        </p>
      ) : null}
      <p className="console-muted">
        Received <DateTime iso={data.receivedAt} /> from {data.source} · {STATUS_LABELS[data.status]}
        {data.assignee ? ` · assigned to ${data.assignee.displayName}` : ' · unassigned'}
      </p>
      <div className="console-detail-grid">
        {/* First on a phone, before the long content; beside it on a wide screen (console.css). */}
        <div className="console-detail-workflow">
          {/* A reply may move the status: the form starts again from the new one. */}
          <Workflow key={data.status} detail={data} onChanged={invalidate} />
        </div>
        <div className="console-detail-main">
          <section aria-labelledby="detail-fields" className="console-panel">
            <h2 id="detail-fields">What was sent</h2>
            <dl className="console-fields">
              {data.fields.map((field, index) => (
                <div key={`${field.label}-${index}`}>
                  <dt>{field.label}</dt>
                  <dd>
                    {field.value === null ? (
                      '—'
                    ) : isAddress(field.value) ? (
                      <Address address={field.value} />
                    ) : (
                      field.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            {data.resume ? <ResumePanel id={data.id} resume={data.resume} /> : null}
          </section>
          <Replies detail={data} onSent={invalidate} />
          <Deliveries id={data.id} />
        </div>
        <div className="console-detail-side">
          <SourcePanel attribution={data.attribution} />
          <section aria-labelledby="detail-read" className="console-panel">
            <h2 id="detail-read">Read state</h2>
            <button
              type="button"
              className="button button-outline console-small"
              onClick={() => markRead.mutate(!data.read)}
              disabled={markRead.isPending}
            >
              {data.read ? 'Mark unread' : 'Mark read'}
            </button>
            <ErrorNotice error={markRead.error} />
          </section>
          <Notes id={data.id} notes={data.notes} onAdded={invalidate} />
          <section aria-labelledby="detail-history" className="console-panel">
            <h2 id="detail-history">Status history</h2>
            <ol className="console-history">
              {data.statusHistory.map((change, index) => (
                <li key={`${change.at}-${index}`}>
                  {change.from ? `${STATUS_LABELS[change.from]} → ` : ''}
                  {STATUS_LABELS[change.to]} · {change.by ?? 'system'} · <DateTime iso={change.at} />
                </li>
              ))}
            </ol>
          </section>
          {isAdmin(operator.role) ? (
            <section aria-labelledby="detail-delete" className="console-panel">
              <h2 id="detail-delete">Delete</h2>
              <p className="console-muted">Removes the submission, its notes and its resume file for good.</p>
              <ConfirmButton
                label="Delete submission"
                title={`Delete submission #${data.id}?`}
                description="The submission, its notes and its resume file are erased. This cannot be undone."
                confirmLabel="Delete for good"
                onConfirm={() => remove.mutate()}
                pending={remove.isPending}
              />
              <ErrorNotice error={remove.error} />
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
