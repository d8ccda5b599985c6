/**
 * Get IT Support (spec section 2): name, email, phone and a country dropdown of every country. The
 * spec shows no submit logic, so it validates like the Contact page and is sent through AddContactUs
 * as an IT support request, with the same success and failure handling.
 */
import { API_PATHS } from '@orbitwise/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CONTACT_SUCCESS_MESSAGE, ERROR_TITLE, preloadAlerts, showAlert, showResultError } from './alerts';
import { BackgroundCaptcha } from './captcha';
import { useCountryCodes } from './country-codes';
import { Form, FormMessage, SelectField, SubmitButton, TextField } from '~/components/form-kit';
import {
  itSupportRequest,
  itSupportSchema,
  supportCountries,
  yupResolver,
  type ItSupportValues,
  type SupportCountry,
} from './schemas';
import { useSubmit } from './use-submit';

let countriesCache: Promise<SupportCountry[]> | null = null;

/** Every country of ISO 3166-1 (from countries-list), loaded only by this form. */
function loadCountries(): Promise<SupportCountry[]> {
  countriesCache ??= import('countries-list').then(({ countries }) => supportCountries(countries));
  return countriesCache;
}

const IT_DEFAULTS: ItSupportValues = { userName: '', email: '', number: '', country: '' };

export function ItSupportForm() {
  const [countries, setCountries] = useState<SupportCountry[]>([]);
  useEffect(() => {
    let cancelled = false;
    void loadCountries().then((list) => !cancelled && setCountries(list));
    return () => {
      cancelled = true;
    };
  }, []);
  const codes = useCountryCodes();
  const callingCodeOf = useCallback(
    (iso: string) => countries.find((country) => country.iso === iso)?.callingCode ?? '',
    [countries],
  );
  const schema = useMemo(
    () => itSupportSchema(codes.countries, callingCodeOf),
    [codes.countries, callingCodeOf],
  );
  const resolver = useMemo(() => yupResolver(schema), [schema]);
  const form = useForm<ItSupportValues>({ resolver, mode: 'onTouched', defaultValues: IT_DEFAULTS });
  const navigate = useNavigate();
  const [captcha] = useState(() => new BackgroundCaptcha());
  const { send, pending, message, messageRef } = useSubmit({
    form,
    captcha: { kind: 'background', captcha },
    fieldMap: { countryCode: 'country' },
  });

  const country = useWatch({ control: form.control, name: 'country' });
  useEffect(() => {
    if (form.getValues('number')) void form.trigger('number');
  }, [country, schema, form]);

  const onSubmit = async (values: ItSupportValues) => {
    const chosen = countries.find((entry) => entry.iso === values.country);
    if (!chosen) return;
    const outcome = await send(API_PATHS.addContactUs, itSupportRequest(values, chosen));
    if (outcome?.kind !== 'result') return;
    if (outcome.result.isSuccess) {
      form.reset(IT_DEFAULTS);
      await showAlert('success', 'Thank you!', CONTACT_SUCCESS_MESSAGE);
      void navigate('/home');
    } else {
      await showResultError(ERROR_TITLE, outcome.result);
    }
  };

  const options = useMemo(
    () => countries.map((entry) => ({ value: entry.iso, label: `${entry.name} (${entry.callingCode})` })),
    [countries],
  );

  return (
    <Form
      analytics="it-support"
      form={form}
      onSubmit={onSubmit}
      className="site-form it-support-form"
      aria-label="Get IT support"
      onFocus={() => {
        captcha.prepare();
        preloadAlerts();
      }}
    >
      <div className="form-grid">
        <TextField name="userName" label="Name" autoComplete="name" />
        <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
        <SelectField
          name="country"
          label="Country"
          placeholder={countries.length ? 'Select your country' : 'Loading countries…'}
          options={options}
          autoComplete="country"
        />
        {/* The number without its calling code: autocomplete "tel-national" is for text inputs. */}
        <TextField name="number" label="Phone" inputMode="numeric" autoComplete="tel-national" />
      </div>
      <FormMessage message={message} ref={messageRef} />
      <SubmitButton pending={pending}>Send Message</SubmitButton>
    </Form>
  );
}
