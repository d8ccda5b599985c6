/**
 * The Contact page form (spec sections 4, 5 and 8): checked in the spec's order on submit, the first
 * failure a 3-second toast at the top right, and each failing field's message under it (as the
 * other forms show them); the captcha is solved in the background.
 */
import { API_PATHS } from '@orbitwise/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CONTACT_SUCCESS_MESSAGE, ERROR_TITLE, preloadAlerts, showAlert, showResultError } from './alerts';
import { BackgroundCaptcha } from './captcha';
import { Form, FormMessage, SubmitButton, TextAreaField, TextField } from '~/components/form-kit';
import {
  CONTACT_FIELDS,
  contactFieldErrors,
  contactFieldMessage,
  contactFirstFailure,
  contactRequest,
  type ContactValues,
} from './schemas';
import { dismissToasts, revealBelowToasts, showToast, Toaster } from './toasts';
import { useSubmit } from './use-submit';

const CONTACT_DEFAULTS: ContactValues = { userName: '', email: '', number: '', subject: '', description: '' };

export function ContactForm() {
  const form = useForm<ContactValues>({ defaultValues: CONTACT_DEFAULTS });
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [captcha] = useState(() => new BackgroundCaptcha());
  const { send, pending, message, messageRef } = useSubmit({
    form,
    captcha: { kind: 'background', captcha },
  });

  // Once sent, a field's message follows what is typed into it.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          const field = CONTACT_FIELDS.find((key) => key === name);
          if (!field || !form.formState.isSubmitted) return;
          const message = contactFieldMessage(field, values[field] ?? '');
          if (message) form.setError(field, { type: 'contact', message });
          else form.clearErrors(field);
        },
      }),
    [form],
  );

  const onSubmit = async (values: ContactValues) => {
    const failure = contactFirstFailure(values);
    if (failure) {
      form.clearErrors();
      for (const { field, message } of contactFieldErrors(values))
        form.setError(field, { type: 'contact', message });
      dismissToasts(['error']);
      const toast = showToast(failure.message, { type: 'error', position: 'top-right' });
      const field = formRef.current?.elements.namedItem(failure.field);
      // Once the toast is on screen: the field comes into view below it, never under it.
      if (field instanceof HTMLElement) revealBelowToasts(field, toast);
      return;
    }
    form.clearErrors(CONTACT_FIELDS);
    const outcome = await send(API_PATHS.addContactUs, contactRequest(values));
    if (outcome?.kind === 'invalid') {
      // The API's messages are under their fields already (useSubmit); the first is also the toast.
      const first = Object.values(outcome.fieldErrors)[0]?.[0];
      if (first) showToast(first, { type: 'error', position: 'top-right' });
      return;
    }
    if (outcome?.kind !== 'result') return;
    if (outcome.result.isSuccess) {
      form.reset(CONTACT_DEFAULTS);
      await showAlert('success', 'Thank you!', CONTACT_SUCCESS_MESSAGE);
      void navigate('/home');
    } else {
      await showResultError(ERROR_TITLE, outcome.result);
    }
  };

  return (
    <>
      <Form
        analytics="contact"
        ref={formRef}
        form={form}
        onSubmit={onSubmit}
        className="site-form contact-form"
        aria-label="Contact us"
        onFocus={() => {
          captcha.prepare();
          preloadAlerts();
        }}
      >
        <div className="form-grid">
          <TextField name="userName" label="Name" autoComplete="name" />
          <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          <TextField name="number" label="Mobile number" type="tel" autoComplete="tel" inputMode="tel" />
          <TextField name="subject" label="Subject" />
        </div>
        <TextAreaField name="description" label="Message" />
        <FormMessage message={message} ref={messageRef} />
        <SubmitButton pending={pending}>Send Message</SubmitButton>
      </Form>
      <Toaster />
    </>
  );
}
