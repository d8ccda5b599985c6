/** A kind's edit form, drawn from its table (content-forms.ts) and checked by the contract's schema. */
import type { ContentData, ContentKind } from '@orbitwise/contracts/content';
import { useForm, type Path } from 'react-hook-form';
import {
  Form,
  FormMessage,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/form-kit';
import { placeServerErrors } from './server-errors';
import { Notice } from './ui';
import {
  CheckboxField,
  ImageField,
  ImagesField,
  JsonField,
  LinesField,
  MarkdownField,
  ValueField,
} from './content-fields';
import { CONTENT_FORMS, type ContentField } from './content-forms';
import { contentResolver, emptyValues } from './content-values';
import { renderMarkdownPreview } from './content-markdown-preview';

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
  const names = ['slug', ...fields.map((field) => field.name)] as Path<Values>[];
  return (
    <Form
      form={form}
      onSubmit={(values) =>
        save.mutate(values as ContentData, { onError: (error) => placeServerErrors(form, error, names) })
      }
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

/** An option's words: `on-site` → "On site". */
export const optionLabel = (value: string) => {
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function ContentFieldControl({ field }: { field: ContentField }) {
  const { name, label, hint } = field;
  switch (field.control) {
    case 'text':
      return <TextField name={name} label={label} hint={hint} />;
    case 'date':
      return <TextField name={name} label={label} hint={hint} type="date" />;
    case 'datetime':
      return <TextField name={name} label={label} hint={hint ?? 'e.g. 2026-05-28T18:00:00+05:30'} />;
    case 'textarea':
      return <TextAreaField name={name} label={label} hint={hint} />;
    case 'markdown':
      return <MarkdownField name={name} label={label} hint={hint} render={renderMarkdownPreview} />;
    case 'optional-text':
      return <ValueField name={name} label={label} hint={hint} kind="optional" />;
    case 'optional-date':
      return <ValueField name={name} label={label} hint={hint} kind="optional" type="date" />;
    case 'number':
      return <ValueField name={name} label={label} hint={hint} kind="number" />;
    case 'optional-number':
      return <ValueField name={name} label={label} hint={hint} kind="optional-number" />;
    case 'select':
      return (
        <SelectField
          name={name}
          label={label}
          hint={hint}
          options={field.options.map((value) => ({ value, label: optionLabel(value) }))}
        />
      );
    case 'checkbox':
      return <CheckboxField name={name} label={label} />;
    case 'lines':
      return <LinesField name={name} label={label} hint={hint} />;
    case 'image':
      return <ImageField name={name} label={label} optional={field.optional} />;
    case 'images':
      return <ImagesField name={name} label={label} />;
    case 'json':
      return <JsonField name={name} label={label} hint={hint} />;
  }
}
