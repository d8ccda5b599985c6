/** A kind's edit form, drawn from its table (content-forms.ts) and checked by the contract's schema. */
import type { ContentData, ContentKind } from '@orbitwise/contracts/content';
import { useForm, type Path } from 'react-hook-form';
import { Form, FormMessage, SubmitButton, TextField } from '~/components/form-kit';
import { ApiError } from '~/lib/api-client';
import { Notice } from './ui';
import { ContentFieldControl } from './content-field-control';
import { CONTENT_FORMS } from './content-forms';
import { contentResolver, emptyValues, fieldForError } from './content-values';

type Values = Record<string, unknown>;

export interface SaveAction {
  /** The checked data (and, for a new document, `slug` beside it). */
  mutate: (data: ContentData, options: { onError: (error: Error) => void }) => void;
  isPending: boolean;
  isSuccess: boolean;
  error: Error | null;
}

export function ContentForm({
  kind,
  initial,
  save,
  isNew = false,
}: {
  kind: ContentKind;
  initial?: ContentData;
  save: SaveAction;
  /** A new document: its address (slug) is asked for too, and sent beside the data. */
  isNew?: boolean;
}) {
  const fields = CONTENT_FORMS[kind];
  const form = useForm<Values>({
    resolver: contentResolver(kind, isNew),
    mode: 'onTouched',
    defaultValues: (initial as Values | undefined) ?? { ...emptyValues(kind), slug: '' },
  });
  /** A refused save's field messages (RFC 7807 `errors`, dotted paths) under their inputs. */
  const placeServerErrors = (error: Error) => {
    if (!(error instanceof ApiError)) return;
    for (const [key, messages] of Object.entries(error.fieldErrors)) {
      const name = (key === 'slug' ? key : fieldForError(kind, key.replace(/^data\./, ''))) as Path<Values>;
      if (messages[0] && name !== 'root') form.setError(name, { type: 'server', message: messages[0] });
    }
  };
  return (
    <Form
      form={form}
      onSubmit={(values) => save.mutate(values as ContentData, { onError: placeServerErrors })}
      className="console-form content-form"
      aria-label="Content"
    >
      {isNew ? (
        <TextField
          name="slug"
          label="Address (slug)"
          hint="The last part of the page's address, e.g. senior-dotnet-developer. It cannot change later."
        />
      ) : null}
      {fields.map((field) => (
        <ContentFieldControl key={field.name} field={field} />
      ))}
      <FormMessage message={save.error?.message ?? null} />
      {save.isSuccess && !form.formState.isDirty ? <Notice tone="success">Draft saved.</Notice> : null}
      <SubmitButton pending={save.isPending} pendingLabel="Saving…">
        {isNew ? 'Create draft' : 'Save draft'}
      </SubmitButton>
    </Form>
  );
}
