/**
 * Get IT Support (spec section 2): name, email, phone and a country dropdown of every country. The
 * spec shows no submit logic, so it validates like the Contact page and is sent through AddContactUs
 * as an IT support request, with the same success and failure handling.
 */
import { API_PATHS, type ContactUsRequest } from '@orbitwise/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CONTACT_SUCCESS_MESSAGE, ERROR_TITLE, preloadAlerts, showAlert, showResultError } from './alerts';
import { BackgroundCaptcha } from './captcha';
import { useCountryCodes } from './country-codes';
import { Form, FormMessage, SelectField, SubmitButton, TextField } from './form-kit';
import { itSupportSchema, trimmed, yupResolver, type ItSupportValues } from './schemas';
import { useSubmit } from './use-submit';

export const IT_SUPPORT_SUBJECT = 'Get IT Support';

interface Country {
  iso: string;
  name: string;
  callingCode: string;
}

let countriesCache: Promise<Country[]> | null = null;

/** Every country of ISO 3166-1 (from countries-list), loaded only by this form. */
function loadCountries(): Promise<Country[]> {
  countriesCache ??= import('countries-list').then(({ countries }) =>
    Object.entries(countries)
      .filter(([, country]) => !('partOf' in country && country.partOf) && country.phone.length > 0)
      .map(([iso, country]) => ({ iso, name: country.name, callingCode: `+${country.phone[0]}` }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
  );
  return countriesCache;
}

const IT_DEFAULTS: ItSupportValues = { userName: '', email: '', number: '', country: '' };

export function ItSupportForm() {
  const [countries, setCountries] = useState<Country[]>([]);
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
    const clean = trimmed(values);
    const chosen = countries.find((entry) => entry.iso === clean.country);
    if (!chosen) return;
    const body: ContactUsRequest = {
      userName: clean.userName,
      email: clean.email,
      countryCode: chosen.callingCode,
      number: `${chosen.callingCode}${clean.number}`,
      subject: IT_SUPPORT_SUBJECT,
      description: `Country: ${chosen.name}`,
      isActive: true,
      formType: 'it-support',
    };
    const outcome = await send(API_PATHS.addContactUs, body);
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
        <TextField name="number" label="Phone" type="tel" inputMode="numeric" autoComplete="tel-national" />
      </div>
      <FormMessage message={message} ref={messageRef} />
      <SubmitButton pending={pending}>Send Message</SubmitButton>
    </Form>
  );
}
