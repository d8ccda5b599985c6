/**
 * The one form kit: a <Form> over react-hook-form, labelled fields whose errors are tied to the
 * control (aria-invalid, aria-describedby) and announced, a submit button that shows its state, and a
 * form-level message region. Every form of the site is built from these.
 */
import type { AnalyticsEventType, AnalyticsForm } from '@orbitwise/contracts/analytics';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  FormProvider,
  useFormContext,
  type FieldValues,
  type Path,
  type PathValue,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import '~/styles/forms.css';

const IdContext = createContext('form');
const HydratedContext = createContext(false);

const noSubscribe = () => () => undefined;

/** False while prerendered HTML is on screen (before hydration), true once the form works. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

export function useFieldIds(name: string) {
  const prefix = useContext(IdContext);
  const id = `${prefix}-${name}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

interface FormProps<T extends FieldValues> extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  form: UseFormReturn<T>;
  onSubmit: SubmitHandler<T>;
  /** Called instead of onSubmit when the values are invalid (after every field is marked touched). */
  onInvalid?: () => void;
  /** Which form of the site this is, for the page analytics' funnel (viewed, started, sent). */
  analytics?: AnalyticsForm;
  children: ReactNode;
}

/** One of the page analytics' form events; the beacon's module loads on first use, after the page. */
export function trackForm(type: AnalyticsEventType, form: AnalyticsForm): void {
  import('~/lib/beacon').then(({ sendFormEvent }) => sendFormEvent(type, form)).catch(() => undefined);
}

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A control whose value is text (not a file, box or button), or null. */
function textControl(element: unknown): TextControl | null {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return element;
  if (
    element instanceof HTMLInputElement &&
    !['file', 'checkbox', 'radio', 'submit', 'button', 'reset', 'image'].includes(element.type)
  ) {
    return element;
  }
  return null;
}

/**
 * The fields whose text on screen differs from the form's value. A browser may fill fields without an
 * input event (autofill, a password manager, values restored after react-hook-form took the fields
 * over): react-hook-form never hears of those values, and the form reported visibly filled fields as
 * empty ("Please fill the all fields"). (What is typed before the form's code arrives, react-hook-form
 * takes over itself when it registers the fields.)
 */
function valuesOnScreen<T extends FieldValues>(
  form: UseFormReturn<T>,
  controlOf: (name: string) => unknown,
): [Path<T>, string][] {
  const found: [Path<T>, string][] = [];
  for (const [name, value] of Object.entries(form.getValues() as Record<string, unknown>)) {
    if (typeof value !== 'string') continue;
    const control = textControl(controlOf(name));
    if (control && control.value !== value) found.push([name as Path<T>, control.value]);
  }
  return found;
}

/** Submitting an invalid form marks every field touched and moves focus to the first error. */
export function Form<T extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  analytics,
  children,
  ...props
}: FormProps<T>) {
  const prefix = useId().replace(/:/g, '');
  const hydrated = useHydrated();
  const started = useRef(false);
  useEffect(() => {
    if (analytics) trackForm('form_view', analytics);
  }, [analytics]);
  // The first thing typed or chosen in the form starts it (once per form shown).
  const onInput = () => {
    if (!analytics || started.current) return;
    started.current = true;
    trackForm('form_start', analytics);
  };
  const handle = (event: FormEvent<HTMLFormElement>) => {
    // Sent as seen: values the browser filled in silently become the form's before it is checked.
    const element = event.currentTarget;
    for (const [name, value] of valuesOnScreen(form, (field) => element.elements.namedItem(field)))
      form.setValue(name, value as PathValue<T, Path<T>>, { shouldDirty: true });
    void form.handleSubmit(onSubmit, () => {
      for (const name of Object.keys(form.getValues())) {
        form.setValue(name as Path<T>, form.getValues(name as Path<T>), { shouldTouch: true });
      }
      onInvalid?.();
    })(event);
  };
  return (
    <FormProvider {...form}>
      <IdContext.Provider value={prefix}>
        <HydratedContext.Provider value={hydrated}>
          <form noValidate {...props} onSubmit={handle} onInput={onInput} data-ready={hydrated || undefined}>
            {children}
          </form>
        </HydratedContext.Provider>
      </IdContext.Provider>
    </FormProvider>
  );
}

/** The message under a field, shown once the field is touched (or the form was submitted). */
function FieldError({ name, id }: { name: string; id: string }) {
  const { formState, getFieldState } = useFormContext();
  const state = getFieldState(name, formState);
  const show = state.error && (state.isTouched || formState.isSubmitted);
  return (
    <p id={id} className="field-error" role="alert">
      {show ? state.error?.message : null}
    </p>
  );
}

function useFieldState(name: string) {
  const { formState, getFieldState } = useFormContext();
  const state = getFieldState(name, formState);
  return Boolean(state.error && (state.isTouched || formState.isSubmitted));
}

interface FieldShellProps {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string;
    'aria-required'?: boolean;
  }) => ReactNode;
}

export function FieldShell({ name, label, hint, required = true, className, children }: FieldShellProps) {
  const { id, errorId, hintId } = useFieldIds(name);
  const invalid = useFieldState(name);
  return (
    <div className={`field${invalid ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': invalid,
        'aria-describedby': hint ? `${hintId} ${errorId}` : errorId,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError name={name} id={errorId} />
    </div>
  );
}

type InputProps = Omit<ComponentProps<'input'>, 'name'> & {
  name: string;
  label: string;
  hint?: ReactNode;
  fieldClassName?: string;
};

export function TextField({ name, label, hint, required, fieldClassName, ...input }: InputProps) {
  const { register } = useFormContext();
  return (
    <FieldShell name={name} label={label} hint={hint} required={required ?? true} className={fieldClassName}>
      {(aria) => <input type="text" {...input} {...aria} {...register(name)} />}
    </FieldShell>
  );
}

type TextAreaProps = Omit<ComponentProps<'textarea'>, 'name'> & {
  name: string;
  label: string;
  hint?: ReactNode;
  fieldClassName?: string;
};

export function TextAreaField({ name, label, hint, required, fieldClassName, ...textarea }: TextAreaProps) {
  const { register } = useFormContext();
  return (
    <FieldShell name={name} label={label} hint={hint} required={required ?? true} className={fieldClassName}>
      {(aria) => <textarea rows={4} {...textarea} {...aria} {...register(name)} />}
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
}

type SelectProps = Omit<ComponentProps<'select'>, 'name'> & {
  name: string;
  label: string;
  options: readonly (Option | string)[];
  /** A disabled first option with an empty value. */
  placeholder?: string;
  hint?: ReactNode;
  fieldClassName?: string;
};

export function SelectField({
  name,
  label,
  options,
  placeholder,
  hint,
  required,
  fieldClassName,
  ...select
}: SelectProps) {
  const { register } = useFormContext();
  return (
    <FieldShell name={name} label={label} hint={hint} required={required ?? true} className={fieldClassName}>
      {(aria) => (
        <select {...select} {...aria} {...register(name)}>
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => {
            const { value, label: text } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FieldShell>
  );
}

interface SubmitButtonProps {
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
  pendingLabel?: string;
  /** Why the button is disabled, read to screen readers. */
  disabledReason?: string;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

export function SubmitButton({
  pending,
  disabled,
  children,
  pendingLabel = 'Sending…',
  disabledReason,
  ref,
  className,
}: SubmitButtonProps) {
  const reasonId = useFieldIds('submit').hintId;
  // Until the page is hydrated the button cannot send anything: keep it (and Enter) inert.
  const hydrated = useContext(HydratedContext);
  const inert = Boolean(disabled) || !hydrated;
  const showReason = Boolean(inert && hydrated && !pending && disabledReason);
  return (
    <div className="form-actions">
      <button
        ref={ref}
        type="submit"
        className={`button form-submit${className ? ` ${className}` : ''}`}
        disabled={inert || pending}
        aria-busy={pending || undefined}
        aria-describedby={showReason ? reasonId : undefined}
      >
        {pending ? (
          <>
            <span className="form-spinner" aria-hidden="true" />
            {pendingLabel}
          </>
        ) : (
          children
        )}
      </button>
      {showReason ? (
        <p id={reasonId} className="field-hint">
          {disabledReason}
        </p>
      ) : null}
    </div>
  );
}

/** The form-level message (transport failures, a refused submission): announced, values kept. */
export function FormMessage({
  message,
  tone = 'error',
  ref,
}: {
  message: string | null;
  tone?: 'error' | 'success';
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      className={`form-message form-message-${tone}`}
      role="alert"
      tabIndex={-1}
      hidden={!message}
    >
      {message}
    </div>
  );
}
