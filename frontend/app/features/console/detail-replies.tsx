/**
 * Replies to the person, on the submission's page: the ones sent (who, when, subject, body, delivery
 * state; refreshed while one is still sending) and the composer. The address is the one they gave,
 * shown, never typed; a template fills subject and body, whose placeholders the API fills on sending.
 */
import {
  REPLY_LIMITS,
  REPLY_PLACEHOLDERS,
  REPLY_PLACEHOLDER_HINTS,
  REPLY_STATE_LABELS,
  type SubmissionDetail,
  type SubmissionReply,
} from '@orbitwise/contracts/admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useFormContext, useWatch } from 'react-hook-form';
import {
  Form,
  FormMessage,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useFieldIds,
} from '~/components/form-kit';
import { yupResolver } from '~/lib/yup-resolver';
import { Address } from './address';
import { listReplies, listReplyTemplates, sendReply } from './api';
import { keys } from './query';
import { replySchema, type ReplyValues } from './schemas';
import { placeServerErrors } from './server-errors';
import { DateTime, ErrorNotice } from './ui';

const FIELDS = ['templateId', 'subject', 'body', 'markContacted'] as const;
const PLACEHOLDER_HINT = `Placeholders, filled when sent: ${REPLY_PLACEHOLDERS.map(
  (name) => `{${name}} ${REPLY_PLACEHOLDER_HINTS[name]}`,
).join('; ')}.`;

export function Replies({ detail, onSent }: { detail: SubmissionDetail; onSent: () => Promise<unknown> }) {
  const replies = useQuery({
    queryKey: keys.replies(detail.id),
    queryFn: () => listReplies(detail.id),
    // While a reply is on its way, its state is looked at again.
    refetchInterval: (query) =>
      query.state.data?.items.some((reply) => reply.state === 'pending') ? 2000 : false,
  });
  return (
    <section aria-labelledby="detail-replies" className="console-panel">
      <h2 id="detail-replies">Replies</h2>
      <ErrorNotice error={replies.error} />
      {replies.data?.items.length ? (
        <ol className="console-notes console-replies">
          {replies.data.items.map((reply) => (
            <ReplyEntry key={reply.id} reply={reply} />
          ))}
        </ol>
      ) : replies.data ? (
        <p className="console-muted">No replies yet.</p>
      ) : null}
      <Composer
        detail={detail}
        onSent={async () => {
          await replies.refetch();
          await onSent();
        }}
      />
    </section>
  );
}

function ReplyEntry({ reply }: { reply: SubmissionReply }) {
  return (
    <li>
      <p className="console-note-text">
        <strong>{reply.subject}</strong>
      </p>
      <p className="console-muted">
        {reply.by} · <DateTime iso={reply.at} /> · to <Address address={reply.to} />
        {reply.templateName ? ` · template “${reply.templateName}”` : ''} ·{' '}
        <strong>{REPLY_STATE_LABELS[reply.state]}</strong>
        {reply.state === 'sent' && reply.sentAt ? (
          <>
            {' '}
            <DateTime iso={reply.sentAt} />
          </>
        ) : null}
        {reply.state !== 'sent' && reply.reason ? ` (${reply.reason})` : ''}
      </p>
      <p className="console-note-text">{reply.body}</p>
    </li>
  );
}

function Composer({ detail, onSent }: { detail: SubmissionDetail; onSent: () => Promise<unknown> }) {
  const templates = useQuery({ queryKey: keys.replyTemplates, queryFn: listReplyTemplates });
  const form = useForm<ReplyValues>({
    resolver: yupResolver(replySchema),
    defaultValues: { templateId: '', subject: '', body: '', markContacted: true },
  });
  const send = useMutation({
    mutationFn: (values: ReplyValues) =>
      sendReply(detail.id, {
        subject: values.subject,
        body: values.body,
        templateId: values.templateId || undefined,
        markContacted: values.markContacted,
      }),
    onSuccess: async () => {
      form.reset({ templateId: '', subject: '', body: '', markContacted: true });
      await onSent();
    },
    onError: (error) => placeServerErrors(form, error, FIELDS),
  });
  const templateId = useWatch({ control: form.control, name: 'templateId' });
  useEffect(() => {
    const chosen = templates.data?.items.find((template) => template.id === templateId);
    if (!chosen) return;
    form.setValue('subject', chosen.subject, { shouldValidate: form.formState.isSubmitted });
    form.setValue('body', chosen.body, { shouldValidate: form.formState.isSubmitted });
  }, [form, templateId, templates.data]);

  return (
    <Form
      form={form}
      onSubmit={(values) => send.mutate(values)}
      className="console-form console-reply-form"
      aria-label="Reply by e-mail"
    >
      <h3>Write a reply</h3>
      <p className="console-muted">
        To{' '}
        <strong>
          <Address address={detail.email} />
        </strong>
        , the address they gave; from the company's address, with replies coming back to you.
      </p>
      {templates.data?.items.length ? (
        <SelectField
          name="templateId"
          label="Template"
          required={false}
          options={[
            { value: '', label: 'No template' },
            ...templates.data.items.map((template) => ({ value: template.id, label: template.name })),
          ]}
        />
      ) : null}
      <TextField name="subject" label="Subject" maxLength={REPLY_LIMITS.subjectMax} />
      <TextAreaField
        name="body"
        label="Message"
        rows={8}
        maxLength={REPLY_LIMITS.bodyMax}
        hint={`Plain text. ${PLACEHOLDER_HINT}`}
      />
      <ContactedCheckbox />
      <FormMessage message={send.error && !form.formState.errors.subject ? send.error.message : null} />
      <SubmitButton pending={send.isPending} pendingLabel="Sending…">
        Send reply
      </SubmitButton>
    </Form>
  );
}

/** Ticked by default: a reply usually means the person has been contacted. */
function ContactedCheckbox() {
  const { register } = useFormContext<ReplyValues>();
  const { id } = useFieldIds('markContacted');
  return (
    <div className="console-check">
      <input id={id} type="checkbox" {...register('markContacted')} />
      <label htmlFor={id}>Mark the submission as contacted</label>
    </div>
  );
}
