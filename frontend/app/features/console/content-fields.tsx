/**
 * The form kit's pieces the content editors need beyond text, select and textarea: a Markdown field
 * with a preview, pictures (upload with their alt text, which is required), lists of short texts one
 * per line, numbers and values that may be empty (null); content-field-control.tsx adds the nested
 * parts (groups, rows, variants). All are fields of
 * the enclosing react-hook-form <Form>, so the contract's schema checks them and their messages show
 * under them.
 */
import type { ContentImage } from '@orbitwise/contracts/content';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldShell } from '~/components/form-kit';
import { ErrorNotice } from './ui';
import { uploadImage } from './content-api';
import { insertImage } from './content-markdown-image';

const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const asNumber = (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value));
const asOptionalNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));

interface Props {
  name: string;
  label: string;
  hint?: string;
}

/**
 * A text input (or, `multiline`, a textarea) whose empty value is null (`optional`), or a number
 * (`number`, `optional-number`).
 */
export function ValueField({
  name,
  label,
  hint,
  kind,
  type = 'text',
  multiline = false,
}: Props & { kind: 'optional' | 'number' | 'optional-number'; type?: string; multiline?: boolean }) {
  const { register } = useFormContext();
  const setValueAs = kind === 'optional' ? emptyAsNull : kind === 'number' ? asNumber : asOptionalNumber;
  const number = kind !== 'optional';
  return (
    <FieldShell name={name} label={label} hint={hint} required={kind === 'number'}>
      {(aria) =>
        multiline ? (
          <textarea rows={3} {...aria} {...register(name, { setValueAs })} />
        ) : (
          <input
            type={number ? 'number' : type}
            inputMode={number ? 'numeric' : undefined}
            {...aria}
            {...register(name, { setValueAs })}
          />
        )
      }
    </FieldShell>
  );
}

export function CheckboxField({ name, label }: Props) {
  const { register } = useFormContext();
  return (
    <FieldShell name={name} label={label} required={false} className="content-checkbox">
      {(aria) => <input type="checkbox" {...aria} {...register(name)} />}
    </FieldShell>
  );
}

/**
 * Markdown typed in a textarea; "Preview" shows it rendered by the site's own renderer; "Insert
 * image" uploads a picture (alt text required) and puts it where the cursor is.
 */
export function MarkdownField({
  name,
  label,
  hint,
  render,
}: Props & {
  /** The sanitised HTML the public page shows for this Markdown. */
  render: (markdown: string) => Promise<string>;
}) {
  const { register, getValues, setValue } = useFormContext();
  const [previewing, setPreviewing] = useState(false);
  const [inserting, setInserting] = useState(false);
  const [inserted, setInserted] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const preview = useMutation({ mutationFn: render });
  const panelId = useId();
  const insertId = useId();
  const { ref, ...field } = register(name);
  const toggle = () => {
    if (!previewing) preview.mutate(String(getValues(name) ?? ''));
    setPreviewing(!previewing);
  };
  const insert = (image: ContentImage) => {
    const input = textarea.current;
    const text = String(getValues(name) ?? '');
    // The textarea keeps its selection while the upload has the focus; hidden (preview), the end.
    const start = input && !previewing ? input.selectionStart : text.length;
    const end = input && !previewing ? input.selectionEnd : text.length;
    const next = insertImage(text, start, end, image);
    setValue(name, next.text, { shouldDirty: true, shouldTouch: true });
    setInserting(false);
    setInserted(image.alt);
    if (previewing) preview.mutate(next.text);
    else if (input) {
      input.focus();
      input.setSelectionRange(next.caret, next.caret);
    }
  };
  return (
    <div className="content-markdown">
      <FieldShell
        name={name}
        label={label}
        hint={hint ?? 'Markdown: **bold**, _italic_, [link](https://…), ## heading, - list.'}
      >
        {(aria) => (
          <textarea
            rows={12}
            className="content-markdown-input"
            hidden={previewing}
            {...aria}
            {...field}
            ref={(element) => {
              ref(element);
              textarea.current = element;
            }}
          />
        )}
      </FieldShell>
      <div className="content-markdown-actions">
        <button
          type="button"
          className="button button-outline console-small"
          aria-expanded={previewing}
          aria-controls={panelId}
          onClick={toggle}
        >
          {previewing ? `Edit ${label.toLowerCase()}` : `Preview ${label.toLowerCase()}`}
        </button>
        <button
          type="button"
          className="button button-outline console-small"
          aria-expanded={inserting}
          aria-controls={insertId}
          onClick={() => {
            setInserting(!inserting);
            setInserted(null);
          }}
        >
          Insert image
        </button>
      </div>
      <p className="console-muted content-markdown-inserted" role="status">
        {inserted ? `Picture “${inserted}” inserted at the cursor.` : null}
      </p>
      <div id={insertId}>
        {inserting ? (
          <ImageUpload
            label={`Image for the ${label.toLowerCase()}`}
            submitLabel="Upload and insert"
            hint="It goes where the cursor is in the text, as a paragraph of its own."
            onUploaded={insert}
          />
        ) : null}
      </div>
      <div id={panelId}>
        {previewing ? (
          <section className="content-markdown-preview prose" aria-label={`${label} preview`}>
            {preview.isPending ? <p className="console-muted">Rendering…</p> : null}
            <ErrorNotice error={preview.error} />
            {/* Rendered and sanitised by the contract's renderer: the HTML the public page holds. */}
            {preview.data !== undefined ? <div dangerouslySetInnerHTML={{ __html: preview.data }} /> : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Upload a picture: its alt text first (required: the API refuses a picture without one), then the
 * file; the API decides its type from the bytes and makes its sizes.
 */
function ImageUpload({
  label,
  onUploaded,
  submitLabel = 'Upload',
  hint,
}: {
  label: string;
  onUploaded: (image: ContentImage) => void;
  submitLabel?: string;
  hint?: string;
}) {
  const [alt, setAlt] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  const upload = useMutation({
    mutationFn: ({ chosen, text }: { chosen: File; text: string }) => uploadImage(chosen, text),
    onSuccess: (image) => {
      setAlt('');
      setFile(null);
      onUploaded(image);
    },
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = alt.trim();
    const missing = !text
      ? 'Describe the image for people who cannot see it (alt text).'
      : !file
        ? 'Choose the image file.'
        : null;
    setProblem(missing);
    if (!missing && file) upload.mutate({ chosen: file, text });
  };
  return (
    <div className="content-upload" role="group" aria-label={`Upload ${label.toLowerCase()}`}>
      {hint ? <p className="field-hint">{hint}</p> : null}
      <div className="field">
        <label htmlFor={`${ids}-alt`}>Alt text of the new picture</label>
        <input
          id={`${ids}-alt`}
          type="text"
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          aria-describedby={`${ids}-problem`}
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-file`}>Image file</label>
        <input
          id={`${ids}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <button
        type="button"
        className="button button-outline console-small"
        onClick={send}
        disabled={upload.isPending}
      >
        {upload.isPending ? 'Uploading…' : submitLabel}
      </button>
      <p id={`${ids}-problem`} className="field-error" role="alert">
        {problem}
      </p>
      <ErrorNotice error={upload.error} />
    </div>
  );
}

function Thumbnail({ image }: { image: ContentImage }) {
  return <img src={image.src} alt={image.alt} className="content-thumb" width={160} height={120} />;
}

/** One picture: what it is now (with its alt text, editable), and the way to upload another. */
export function ImageField({ name, label, optional = false }: Props & { optional?: boolean }) {
  const { field, fieldState } = useController({ name });
  const { register, formState } = useFormContext();
  const image = field.value as ContentImage | null;
  const ids = useId();
  const shown = fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  return (
    <fieldset className="content-image" aria-describedby={`${ids}-error`}>
      <legend>
        {label}
        {optional ? null : <span aria-hidden="true"> *</span>}
      </legend>
      {image ? (
        <div className="content-image-current">
          <Thumbnail image={image} />
          <FieldShell name={`${name}.alt`} label="Alt text">
            {(aria) => <input type="text" {...aria} {...register(`${name}.alt`)} />}
          </FieldShell>
          {optional ? (
            <button type="button" className="console-link-button" onClick={() => field.onChange(null)}>
              Remove the picture
            </button>
          ) : null}
        </div>
      ) : (
        <p className="console-muted">No picture yet.</p>
      )}
      <p id={`${ids}-error`} className="field-error" role="alert">
        {shown ? fieldState.error?.message : null}
      </p>
      <ImageUpload label={label} onUploaded={(uploaded) => field.onChange(uploaded)} />
    </fieldset>
  );
}

/** Several pictures, each with its alt text; upload adds one, Remove takes one out. */
export function ImagesField({ name, label }: Props) {
  const { field, fieldState } = useController({ name });
  const { register } = useFormContext();
  const images = (field.value as ContentImage[] | undefined) ?? [];
  return (
    <fieldset className="content-image">
      <legend>{label}</legend>
      {images.length === 0 ? <p className="console-muted">No pictures yet.</p> : null}
      <ul className="content-image-list">
        {images.map((image, index) => (
          <li key={`${image.src}-${index}`} className="content-image-current">
            <Thumbnail image={image} />
            <FieldShell name={`${name}.${index}.alt`} label={`Alt text of picture ${index + 1}`}>
              {(aria) => <input type="text" {...aria} {...register(`${name}.${index}.alt`)} />}
            </FieldShell>
            <button
              type="button"
              className="console-link-button"
              onClick={() => field.onChange(images.filter((_, i) => i !== index))}
            >
              Remove picture {index + 1}
            </button>
          </li>
        ))}
      </ul>
      <p className="field-error" role="alert">
        {fieldState.error?.message}
      </p>
      <ImageUpload label={label} onUploaded={(uploaded) => field.onChange([...images, uploaded])} />
    </fieldset>
  );
}

/** The non-blank lines of `text`, trimmed. */
export const splitLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Short texts (skills, tags, hiring steps) as one per line; the form's value is the array (for an
 * `optional` list, null when empty).
 */
export function LinesField({ name, label, hint, optional = false }: Props & { optional?: boolean }) {
  const { field } = useController({ name });
  const [text, setText] = useState(() => ((field.value as string[] | undefined) ?? []).join('\n'));
  return (
    <FieldShell name={name} label={label} hint={hint ?? 'One per line.'} required={false}>
      {(aria) => (
        <textarea
          rows={4}
          {...aria}
          name={field.name}
          ref={field.ref}
          value={text}
          onBlur={field.onBlur}
          onChange={(event) => {
            setText(event.target.value);
            const lines = splitLines(event.target.value);
            field.onChange(optional && lines.length === 0 ? null : lines);
          }}
        />
      )}
    </FieldShell>
  );
}
