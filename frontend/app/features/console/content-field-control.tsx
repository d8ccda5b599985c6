/**
 * One field of a kind's form (content-forms.ts) as its inputs, nested parts included: a group of
 * inputs (behind a checkbox when the part may be null), rows to add and remove for a list of objects,
 * a choice between variants. Every input is a field of the enclosing react-hook-form <Form>, so the
 * contract's messages show under the input they concern.
 */
import { useId } from 'react';
import { get, useController, useFieldArray, useFormContext } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '~/components/form-kit';
import {
  CheckboxField,
  ImageField,
  ImagesField,
  LinesField,
  MarkdownField,
  ValueField,
} from './content-fields';
import type { ContentField } from './content-forms';
import { renderMarkdownPreview } from './content-markdown-preview';

/** An option's words: `on-site` → "On site". */
export const optionLabel = (value: string) => {
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The message the contract gave for a whole part (a group's own rule, a list's length). */
function PartError({ name, id }: { name: string; id: string }) {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  );
}

type Group = Extract<ContentField, { control: 'group' }>;
type Rows = Extract<ContentField, { control: 'rows' }>;
type Choice = Extract<ContentField, { control: 'choice' }>;

/** A nested object's inputs in a fieldset; a part that may be null has a checkbox that adds or removes it. */
function GroupField({ field, prefix }: { field: Group; prefix: string }) {
  const name = `${prefix}${field.name}`;
  const { field: part } = useController({ name });
  const ids = useId();
  const present = part.value !== null && part.value !== undefined;
  return (
    <fieldset className="content-group" aria-describedby={`${ids}-error`}>
      <legend>{field.label}</legend>
      {field.hint ? <p className="field-hint">{field.hint}</p> : null}
      {field.optional ? (
        <label className="content-group-toggle">
          <input
            type="checkbox"
            checked={present}
            onChange={(event) => part.onChange(event.target.checked ? structuredClone(field.empty) : null)}
          />{' '}
          {`Has ${field.label.toLowerCase()}`}
        </label>
      ) : null}
      {present ? (
        <div className="content-group-fields">
          {field.fields.map((child) => (
            <ContentFieldControl key={child.name} field={child} prefix={prefix} />
          ))}
        </div>
      ) : null}
      <PartError name={name} id={`${ids}-error`} />
    </fieldset>
  );
}

/** A list of objects: a row of inputs each, "Add" appends an empty one, "Remove" takes one out. */
function RowsField({ field, prefix }: { field: Rows; prefix: string }) {
  const name = `${prefix}${field.name}`;
  const { control } = useFormContext();
  const rows = useFieldArray({ control, name });
  const ids = useId();
  const item = field.label.replace(/s$/, '').toLowerCase();
  return (
    <fieldset className="content-group" aria-describedby={`${ids}-error`}>
      <legend>{field.label}</legend>
      {field.hint ? <p className="field-hint">{field.hint}</p> : null}
      {rows.fields.length === 0 ? <p className="console-muted">None yet.</p> : null}
      <ol className="content-rows">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="content-row" aria-label={`${field.label} ${index + 1}`}>
            {field.fields.map((child) => (
              <ContentFieldControl key={child.name} field={child} prefix={`${name}.${index}.`} />
            ))}
            <button type="button" className="console-link-button" onClick={() => rows.remove(index)}>
              Remove {item} {index + 1}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button-outline console-small"
        onClick={() => rows.append(structuredClone(field.empty) as Record<string, unknown>)}
      >
        Add {item}
      </button>
      <PartError name={name} id={`${ids}-error`} />
    </fieldset>
  );
}

/** One of several shapes: choosing another variant starts it empty, then its inputs follow. */
function ChoiceField({ field, prefix }: { field: Choice; prefix: string }) {
  const name = `${prefix}${field.name}`;
  const { field: part } = useController({ name });
  const ids = useId();
  const value = (part.value ?? {}) as Record<string, unknown>;
  const chosen = String(value[field.key] ?? Object.keys(field.variants)[0]);
  return (
    <fieldset className="content-group">
      <legend>{field.label}</legend>
      <div className="field">
        <label htmlFor={`${ids}-choice`}>{optionLabel(field.key)}</label>
        <select
          id={`${ids}-choice`}
          value={chosen}
          onChange={(event) => part.onChange(structuredClone(field.empties[event.target.value]))}
        >
          {Object.keys(field.variants).map((variant) => (
            <option key={variant} value={variant}>
              {optionLabel(variant)}
            </option>
          ))}
        </select>
      </div>
      <div key={chosen} className="content-group-fields">
        {(field.variants[chosen] ?? []).map((child) => (
          <ContentFieldControl key={child.name} field={child} prefix={prefix} />
        ))}
      </div>
    </fieldset>
  );
}

/** One field's inputs; `prefix` is a row's (`caseStudy.metrics.2.`) for the fields of a row. */
export function ContentFieldControl({ field, prefix = '' }: { field: ContentField; prefix?: string }) {
  const { label, hint } = field;
  const name = `${prefix}${field.name}`;
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
    case 'optional-textarea':
      return <ValueField name={name} label={label} hint={hint} kind="optional" multiline />;
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
      return <LinesField name={name} label={label} hint={hint} optional={field.optional} />;
    case 'image':
      return <ImageField name={name} label={label} optional={field.optional} />;
    case 'images':
      return <ImagesField name={name} label={label} />;
    case 'group':
      return <GroupField field={field} prefix={prefix} />;
    case 'rows':
      return <RowsField field={field} prefix={prefix} />;
    case 'choice':
      return <ChoiceField field={field} prefix={prefix} />;
  }
}
