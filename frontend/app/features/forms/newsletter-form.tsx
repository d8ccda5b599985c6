/**
 * The footer newsletter sign-up: email only, sent through AddUserSubscription (which no screen of the
 * original site used). The captcha is solved in the background; the answer is shown inline.
 */
import { API_PATHS } from '@orbitwise/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DEFAULT_ERROR_MESSAGE } from './alerts';
import { BackgroundCaptcha } from './captcha';
import { Form, FormMessage, SubmitButton, TextField } from '~/components/form-kit';
import { newsletterSchema, subscriptionRequest, yupResolver, type NewsletterValues } from './schemas';
import { useSubmit } from './use-submit';

const NEWSLETTER_SUCCESS_MESSAGE =
  'Thank you for subscribing! Please open the link we have e-mailed you to confirm.';
/**
 * The consent the visitor gives. Its version is kept with each subscription as proof
 * (NEWSLETTER_CONSENT_WORDING in the API's subscriptions domain): change both together.
 */
const NEWSLETTER_CONSENT =
  'Our newsletter by e-mail, after you confirm. Unsubscribe in one click from any issue.';

export function NewsletterForm() {
  const form = useForm<NewsletterValues>({
    resolver: yupResolver(newsletterSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const [captcha] = useState(() => new BackgroundCaptcha());
  const [done, setDone] = useState<string | null>(null);
  const { send, pending, message, setMessage, messageRef } = useSubmit({
    form,
    captcha: { kind: 'background', captcha },
  });

  const onSubmit = async (values: NewsletterValues) => {
    setDone(null);
    const outcome = await send(API_PATHS.addUserSubscription, subscriptionRequest(values));
    if (outcome?.kind !== 'result') return;
    if (outcome.result.isSuccess) {
      form.reset({ email: '' });
      setDone(NEWSLETTER_SUCCESS_MESSAGE);
    } else {
      setMessage(outcome.result.errorMessage || DEFAULT_ERROR_MESSAGE);
    }
  };

  return (
    <Form
      analytics="newsletter"
      form={form}
      onSubmit={onSubmit}
      className="site-form newsletter-form"
      aria-label="Newsletter"
      onFocus={() => captcha.prepare()}
    >
      <TextField
        name="email"
        label="Email for our newsletter"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={NEWSLETTER_CONSENT}
      />
      <FormMessage message={message} ref={messageRef} />
      <div className="form-message form-message-success" role="status" hidden={!done}>
        {done}
      </div>
      <SubmitButton pending={pending} pendingLabel="Subscribing…">
        Subscribe
      </SubmitButton>
    </Form>
  );
}
