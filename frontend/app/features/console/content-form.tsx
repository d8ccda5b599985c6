/** A kind's edit form, drawn from its table (content-forms.ts) and checked by the contract's schema. */
import type { ContentData, ContentDocumentView, ContentKind } from '@orbitwise/contracts/content';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
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
  mutate: (
    data: ContentData,
    options: { onSuccess: (document: ContentDocumentView) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
  isSuccess: boolean;
  error: Error | null;
}

/** What the page may ask of the form: save its edits as the Save button does. */
export interface UnsavedDraft {
  /** Checks and saves the form's values: the saved document, or null when they were refused. */
  save: () => Promise<ContentDocumentView | null>;
}

export function ContentForm({
  kind,
  initial,
  save,
  isNew = false,
  draftRef,
  onUnsavedChange,
}: {
  kind: ContentKind;
  initial?: ContentData;
  save: SaveAction;
  /** A new document: its address (slug) is asked for too, and sent beside the data. */
  isNew?: boolean;
  draftRef?: Ref<UnsavedDraft>;
  /** Told whether the form holds edits that are not saved. */
  onUnsavedChange?: (unsaved: boolean) => void;
}) {
  const fields = CONTENT_FORMS[kind];
  const form = useForm<Values>({
    resolver: contentResolver(kind, isNew),
    mode: 'onTouched',
    defaultValues: (initial as Values | undefined) ?? { ...emptyValues(kind), slug: '' },
  });
  const unsaved = form.formState.isDirty;
  useEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange]);
  /** A refused save's field messages (RFC 7807 `errors`, dotted paths) under their inputs. */
  const placeServerErrors = (error: Error) => {
    if (!(error instanceof ApiError)) return;
    let first = true;
    for (const [key, messages] of Object.entries(error.fieldErrors)) {
      const name = (key === 'slug' ? key : fieldForError(kind, key.replace(/^data\./, ''))) as Path<Values>;
      if (!messages[0] || name === 'root') continue;
      form.setError(name, { type: 'server', message: messages[0] }, { shouldFocus: first });
      first = false;
    }
  };
  // A save asked for by the page (publishing unsaved edits) goes through the form's own submit, so
  // it is checked and refused exactly as the Save button's.
  const element = useRef<HTMLFormElement>(null);
  const asked = useRef<((document: ContentDocumentView | null) => void) | null>(null);
  const answer = (document: ContentDocumentView | null) => {
    asked.current?.(document);
    asked.current = null;
  };
  useImperativeHandle(draftRef, () => ({
    save: () =>
      new Promise((resolve) => {
        if (!element.current) return resolve(null);
        asked.current = resolve;
        element.current.requestSubmit();
      }),
  }));
  return (
    <Form
      form={form}
      ref={element}
      onSubmit={(values) =>
        save.mutate(values as ContentData, {
          onSuccess: answer,
          onError: (error) => {
            placeServerErrors(error);
            answer(null);
          },
        })
      }
      onInvalid={() => answer(null)}
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
