/** The GET IN TOUCH enquiry form of the modal (spec sections 4, 5 and 8). */
import { API_PATHS, ENQUIRY_SOURCES } from '@orbitwise/contracts';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CONTACT_SUCCESS_MESSAGE, ERROR_TITLE, preloadAlerts, showAlert, showResultError } from './alerts';
import { CaptchaWidget, type CaptchaHandle } from './captcha-widget';
import {
  Form,
  FormMessage,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useFieldIds,
} from '~/components/form-kit';
import { enquiryRequest, enquirySchema, yupResolver, type EnquiryValues } from './schemas';
import { useSubmit } from './use-submit';

const ENQUIRY_DEFAULTS: EnquiryValues = {
  userName: '',
  email: '',
  number: '',
  subject: '',
  description: '',
  howdidyoufindus: '',
};

export function EnquiryForm({ onSuccess }: { onSuccess?: () => void }) {
  const form = useForm<EnquiryValues>({
    resolver: yupResolver(enquirySchema),
    mode: 'onTouched',
    defaultValues: ENQUIRY_DEFAULTS,
  });
  const navigate = useNavigate();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const { send, pending, message, messageRef } = useSubmit({
    form,
    captcha: {
      kind: 'visible',
      payload: captcha,
      reset: () => captchaRef.current?.reset(),
      setError: setCaptchaError,
    },
  });

  const onSubmit = async (values: EnquiryValues) => {
    const outcome = await send(API_PATHS.addContactUs, enquiryRequest(values));
    if (outcome?.kind !== 'result') return;
    if (outcome.result.isSuccess) {
      form.reset(ENQUIRY_DEFAULTS);
      onSuccess?.();
      await showAlert('success', 'Thank you!', CONTACT_SUCCESS_MESSAGE, true);
      void navigate('/home');
    } else {
      await showResultError(ERROR_TITLE, outcome.result);
    }
  };

  const ready = form.formState.isValid && Boolean(captcha);
  return (
    <Form
      analytics="enquiry"
      form={form}
      onSubmit={onSubmit}
      className="site-form enquiry-form"
      aria-label="Get in touch"
      onFocus={preloadAlerts}
    >
      <div className="form-grid">
        <TextField name="userName" label="Name" autoComplete="name" />
        <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
        <TextField name="number" label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
        <TextField name="subject" label="Subject" />
      </div>
      <TextAreaField name="description" label="Message" />
      <SelectField
        name="howdidyoufindus"
        label="How Did You Find Us?"
        placeholder="How Did You Find Us?"
        options={ENQUIRY_SOURCES}
      />
      <EnquiryCaptcha
        captchaRef={captchaRef}
        onChange={(payload) => {
          setCaptcha(payload);
          if (payload) setCaptchaError(null);
        }}
        error={captchaError}
      />
      <FormMessage message={message} ref={messageRef} />
      <SubmitButton
        pending={pending}
        disabled={!ready}
        disabledReason="Fill in every field and complete the captcha to send."
      >
        Submit
      </SubmitButton>
    </Form>
  );
}

function EnquiryCaptcha({
  captchaRef,
  onChange,
  error,
}: {
  captchaRef: React.RefObject<CaptchaHandle | null>;
  onChange: (payload: string | null) => void;
  error: string | null;
}) {
  const { id } = useFieldIds('captcha');
  return <CaptchaWidget ref={captchaRef} id={id} onChange={onChange} error={error} />;
}
