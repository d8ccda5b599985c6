/**
 * Reply templates (admin): the wording sales and HR start a reply from. Each has a name, a subject
 * and a plain-text body with placeholders; an unknown placeholder is refused before it is saved.
 */
import {
  REPLY_LIMITS,
  REPLY_PLACEHOLDERS,
  REPLY_PLACEHOLDER_HINTS,
  type ReplyTemplate,
} from '@orbitwise/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, FormMessage, SubmitButton, TextAreaField, TextField } from '~/components/form-kit';
import { yupResolver } from '~/lib/yup-resolver';
import { createReplyTemplate, deleteReplyTemplate, listReplyTemplates, updateReplyTemplate } from './api';
import { keys } from './query';
import { replyTemplateSchema, type ReplyTemplateValues } from './schemas';
import { placeServerErrors } from './server-errors';
import { ConfirmButton, DateTime, ErrorNotice, Loading } from './ui';

const FIELDS = ['name', 'subject', 'body'] as const;
const EMPTY: ReplyTemplateValues = { name: '', subject: '', body: '' };

export function ReplyTemplatesScreen() {
  const { data, error, isPending } = useQuery({ queryKey: keys.replyTemplates, queryFn: listReplyTemplates });
  const [editing, setEditing] = useState<ReplyTemplate | null>(null);
  return (
    <>
      <h1>Reply templates</h1>
      <p className="console-muted">
        Sales and HR start their replies from these, on a submission's page. Placeholders are filled when a
        reply is sent:
      </p>
      <ul className="console-muted">
        {REPLY_PLACEHOLDERS.map((name) => (
          <li key={name}>
            <code>{`{${name}}`}</code> — {REPLY_PLACEHOLDER_HINTS[name]}
          </li>
        ))}
      </ul>
      {isPending ? <Loading /> : null}
      <ErrorNotice error={error} />
      {data ? (
        data.items.length ? (
          <ol className="console-notes">
            {data.items.map((template) => (
              <TemplateEntry key={template.id} template={template} onEdit={() => setEditing(template)} />
            ))}
          </ol>
        ) : (
          <p className="console-muted">No templates yet.</p>
        )
      ) : null}
      <TemplateForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
    </>
  );
}

function TemplateEntry({ template, onEdit }: { template: ReplyTemplate; onEdit: () => void }) {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteReplyTemplate(template.id),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.replyTemplates }),
  });
  return (
    <li>
      <p className="console-note-text">
        <strong>{template.name}</strong> · {template.subject}
      </p>
      <p className="console-muted">
        Changed <DateTime iso={template.updatedAt} />
      </p>
      <p className="console-note-text">{template.body}</p>
      <div className="console-actions">
        <button type="button" className="button button-outline console-small" onClick={onEdit}>
          Edit
        </button>
        <ConfirmButton
          small
          label="Delete"
          title={`Delete the template “${template.name}”?`}
          description="Replies already sent with it keep its name."
          confirmLabel="Delete"
          onConfirm={() => remove.mutate()}
          pending={remove.isPending}
        />
      </div>
      <ErrorNotice error={remove.error} />
    </li>
  );
}

function TemplateForm({ editing, onDone }: { editing: ReplyTemplate | null; onDone: () => void }) {
  const client = useQueryClient();
  const form = useForm<ReplyTemplateValues>({
    resolver: yupResolver(replyTemplateSchema),
    defaultValues: editing ? { name: editing.name, subject: editing.subject, body: editing.body } : EMPTY,
  });
  const save = useMutation({
    mutationFn: (values: ReplyTemplateValues) =>
      editing ? updateReplyTemplate(editing.id, values) : createReplyTemplate(values),
    onSuccess: async () => {
      form.reset(EMPTY);
      await client.invalidateQueries({ queryKey: keys.replyTemplates });
      onDone();
    },
    onError: (error) => placeServerErrors(form, error, FIELDS),
  });
  return (
    <section aria-labelledby="template-form" className="console-panel">
      <h2 id="template-form">{editing ? `Edit “${editing.name}”` : 'New template'}</h2>
      <Form
        form={form}
        onSubmit={(values) => save.mutate(values)}
        className="console-form"
        aria-label={editing ? 'Edit template' : 'New template'}
      >
        <TextField name="name" label="Name" maxLength={REPLY_LIMITS.templateNameMax} />
        <TextField name="subject" label="Subject" maxLength={REPLY_LIMITS.subjectMax} />
        <TextAreaField
          name="body"
          label="Message"
          rows={8}
          maxLength={REPLY_LIMITS.bodyMax}
          hint="Plain text."
        />
        <FormMessage
          message={save.error && !Object.keys(form.formState.errors).length ? save.error.message : null}
        />
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          {editing ? 'Save template' : 'Add template'}
        </SubmitButton>
        {editing ? (
          <button type="button" className="button button-outline" onClick={onDone}>
            Cancel
          </button>
        ) : null}
      </Form>
    </section>
  );
}
