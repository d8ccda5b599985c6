/**
 * An event's registration form (spec sections 3, 4, 5 and 8), used twice on the event's page: in the
 * Register Now modal and at the page bottom. It names the event by its slug; a full event with a
 * waitlist takes the registration onto it. The country codes are loaded once per page.
 */
import {
  API_PATHS,
  DEFAULT_COUNTRY_CODE,
  EVENT_NUMBER_MAX_LENGTH,
  EVENT_SOURCES,
} from '@orbitwise/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  EVENT_FAILURE_TITLE,
  EVENT_SUCCESS_MESSAGE,
  preloadAlerts,
  showAlert,
  showResultError,
} from './alerts';
import { BackgroundCaptcha } from './captcha';
import { useCountryCodes } from './country-codes';
import { Form, FormMessage, SelectField, SubmitButton, TextField } from '~/components/form-kit';
import { eventRequest, eventSchema, yupResolver, type EventValues } from './schemas';
import { useSubmit } from './use-submit';

const EVENT_DEFAULTS: EventValues = {
  userName: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  number: '',
  email: '',
  howdidyoufindus: '',
};

/** The success message when the answer says the registration joined the event's waitlist. */
const WAITLIST_MESSAGE = 'You are on the waitlist: we will tell you as soon as a place opens.';

interface Props {
  /** Called after a successful registration (the modal closes itself). */
  onSuccess?: () => void;
  /** The id of the element naming this copy (the page says which; the names differ). */
  labelledBy: string;
  eventSlug: string;
  eventTitle: string;
  /** The event is full and keeps a waitlist. */
  waitlist: boolean;
}

export function EventRegistrationForm({ onSuccess, labelledBy, eventSlug, eventTitle, waitlist }: Props) {
  const codes = useCountryCodes();
  const schema = useMemo(() => eventSchema(codes.countries), [codes.countries]);
  const resolver = useMemo(() => yupResolver(schema), [schema]);
  const form = useForm<EventValues>({ resolver, mode: 'onTouched', defaultValues: EVENT_DEFAULTS });
  const navigate = useNavigate();
  const [captcha] = useState(() => new BackgroundCaptcha());
  const { send, pending, message, messageRef } = useSubmit({
    form,
    captcha: { kind: 'background', captcha },
  });

  // Changing the country code re-applies the phone pattern (and the list arriving does too, which
  // also clears a 'not in the list' message given while it was loading).
  const countryCode = useWatch({ control: form.control, name: 'countryCode' });
  useEffect(() => {
    if (form.getFieldState('countryCode').error) void form.trigger('countryCode');
    if (form.getFieldState('number').isTouched || form.getValues('number')) void form.trigger('number');
  }, [countryCode, schema, form]);

  const options = useMemo(() => {
    const list = codes.countries.map((country) => ({
      value: country.code,
      label: `${country.name} (${country.code})`,
    }));
    const seen = new Set<string>();
    const unique = list.filter((option) => !seen.has(option.value) && seen.add(option.value));
    return unique.length > 0 ? unique : [{ value: DEFAULT_COUNTRY_CODE, label: DEFAULT_COUNTRY_CODE }];
  }, [codes.countries]);

  const onSubmit = async (values: EventValues) => {
    const request = eventRequest(values, { slug: eventSlug, title: eventTitle });
    const outcome = await send(API_PATHS.addContactUs, request);
    if (outcome?.kind !== 'result') return;
    if (outcome.result.isSuccess) {
      form.reset(EVENT_DEFAULTS);
      onSuccess?.();
      const waitlisted = outcome.result.waitlisted === true;
      await showAlert('success', waitlisted ? WAITLIST_MESSAGE : EVENT_SUCCESS_MESSAGE, undefined, true);
      void navigate('/home');
    } else {
      await showResultError(EVENT_FAILURE_TITLE, outcome.result);
    }
  };

  return (
    <Form
      analytics="event"
      form={form}
      onSubmit={onSubmit}
      className="site-form event-form"
      aria-labelledby={labelledBy}
      onFocus={() => {
        captcha.prepare();
        preloadAlerts();
      }}
    >
      <TextField name="userName" label="Full Name" autoComplete="name" />
      <div className="form-grid form-grid-phone">
        <SelectField
          name="countryCode"
          label="Country Code"
          options={options}
          autoComplete="tel-country-code"
        />
        {/* The number without its calling code: autocomplete "tel-national" is for text inputs. */}
        <TextField
          name="number"
          label="Phone Number"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={EVENT_NUMBER_MAX_LENGTH}
        />
      </div>
      {codes.status === 'error' ? (
        <div className="form-message form-message-error" role="alert">
          {codes.message}{' '}
          <button type="button" className="link-button" onClick={codes.retry}>
            Try again
          </button>
        </div>
      ) : null}
      <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      <SelectField
        name="howdidyoufindus"
        label="How did you find us?"
        placeholder="Select an option"
        options={EVENT_SOURCES}
      />
      <FormMessage message={message} ref={messageRef} />
      <SubmitButton
        pending={pending}
        disabled={!form.formState.isValid}
        disabledReason="Fill in every field correctly to register."
      >
        {waitlist ? 'Join the waitlist' : 'Register Now'}
      </SubmitButton>
    </Form>
  );
}
