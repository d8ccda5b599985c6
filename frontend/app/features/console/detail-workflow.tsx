/** Status (only those of the submission's kind) and assignee. */
import {
  STATUS_LABELS,
  statusesFor,
  type SubmissionDetail,
  type SubmissionStatus,
  type UpdateSubmissionRequest,
} from '@orbitwise/contracts/admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { listOperators, updateSubmission } from './api';
import { keys } from './query';
import { isAdmin, useOperator } from './session';
import { ErrorNotice } from './ui';

export function Workflow({
  detail,
  onChanged,
}: {
  detail: SubmissionDetail;
  onChanged: () => Promise<unknown>;
}) {
  const operator = useOperator();
  const id = useId();
  const [status, setStatus] = useState<SubmissionStatus>(detail.status);
  const [assignee, setAssignee] = useState(detail.assignee?.id ?? '');
  const operators = useQuery({
    queryKey: keys.operators,
    queryFn: listOperators,
    enabled: isAdmin(operator.role),
    select: (data) => data.operators.filter((o) => !o.disabled),
  });
  const update = useMutation({
    mutationFn: (body: UpdateSubmissionRequest) => updateSubmission(detail.id, body),
    onSuccess: onChanged,
  });
  const choices = new Map<string, string>([[operator.id, `Me (${operator.displayName})`]]);
  if (detail.assignee) choices.set(detail.assignee.id, detail.assignee.displayName);
  for (const other of operators.data ?? [])
    if (!choices.has(other.id)) choices.set(other.id, other.displayName);

  return (
    <section aria-labelledby={`${id}-h`} className="console-panel">
      <h2 id={`${id}-h`}>Workflow</h2>
      <form
        className="console-inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ status });
        }}
      >
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as SubmissionStatus)}
        >
          {statusesFor(detail.kind).map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="button console-small"
          disabled={update.isPending || status === detail.status}
        >
          Change status
        </button>
      </form>
      <form
        className="console-inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ assigneeId: assignee || null });
        }}
      >
        <label htmlFor={`${id}-assignee`}>Assigned to</label>
        <select id={`${id}-assignee`} value={assignee} onChange={(event) => setAssignee(event.target.value)}>
          <option value="">Nobody</option>
          {[...choices].map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="button console-small"
          disabled={update.isPending || assignee === (detail.assignee?.id ?? '')}
        >
          Assign
        </button>
      </form>
      {update.isSuccess ? (
        <p className="console-muted" role="status">
          Saved.
        </p>
      ) : null}
      <ErrorNotice error={update.error} />
    </section>
  );
}
