/** Notes: append-only, with author and time; the text is shown as typed (as text, never markup). */
import { ADMIN_LIMITS, type SubmissionNote } from '@orbitwise/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Form, FormMessage, SubmitButton, TextAreaField } from '~/components/form-kit';
import { yupResolver } from '~/lib/yup-resolver';
import { addNote } from './api';
import { noteSchema, type NoteValues } from './schemas';
import { DateTime } from './ui';

export function Notes({
  id,
  notes,
  onAdded,
}: {
  id: string;
  notes: SubmissionNote[];
  onAdded: () => Promise<unknown>;
}) {
  const form = useForm<NoteValues>({ resolver: yupResolver(noteSchema), defaultValues: { text: '' } });
  const add = useMutation({
    mutationFn: (values: NoteValues) => addNote(id, { text: values.text }),
    onSuccess: async () => {
      form.reset({ text: '' });
      await onAdded();
    },
  });
  return (
    <section aria-labelledby="detail-notes" className="console-panel">
      <h2 id="detail-notes">Notes</h2>
      {notes.length ? (
        <ol className="console-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="console-note-text">{note.text}</p>
              <p className="console-muted">
                {note.author} · <DateTime iso={note.at} />
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="console-muted">No notes yet.</p>
      )}
      <Form
        form={form}
        onSubmit={(values) => add.mutate(values)}
        className="console-form"
        aria-label="Add a note"
      >
        <TextAreaField name="text" label="New note" rows={3} maxLength={ADMIN_LIMITS.noteMax} />
        <FormMessage message={add.error?.message ?? null} />
        <SubmitButton pending={add.isPending} pendingLabel="Adding…">
          Add note
        </SubmitButton>
      </Form>
    </section>
  );
}
