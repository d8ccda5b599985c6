/** The Careers "Apply Now" form (spec sections 4, 5 and 8): multipart with the resume. */
import {
  API_PATHS,
  CAREER_DATA_FIELD,
  CAREER_ROLES,
  dateOfBirthBounds,
  todayUtc,
  FILL_ALL_FIELDS_MESSAGE,
  RESUME_ACCEPT,
  RESUME_FIELD,
  formatMegabytes,
} from '@orbitwise/contracts';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CAREER_SUCCESS_MESSAGE, preloadAlerts, showAlert } from './alerts';
import { CaptchaWidget, type CaptchaHandle } from './captcha-widget';
import {
  FieldShell,
  Form,
  FormMessage,
  SelectField,
  SubmitButton,
  TextField,
  useFieldIds,
} from '~/components/form-kit';
import { attributionFor } from '~/lib/attribution';
import {
  careerApplication,
  careerSchema,
  yupResolver,
  type CareerValues,
  type ResumePolicy,
} from './schemas';
import { showToast, Toaster } from './toasts';
import { useResumePolicy } from './use-resume-policy';
import { useSubmit } from './use-submit';

const CAREER_DEFAULTS: CareerValues = {
  FristName: '',
  LastName: '',
  Email: '',
  PhoneNumber: '',
  City: '',
  Position: '',
  DateOfBirth: '',
  ApplicationDetails: '',
  Experience: '',
  ExpectedSalary: '',
  file: undefined,
};

const noSubscribe = () => () => undefined;

/**
 * The date input's bounds (the applicant age rule, APPLICANT_MIN_AGE to APPLICANT_MAX_AGE today). Only in the browser: the prerendered HTML is
 * from build day, and an attribute differing at hydration would be a mismatch.
 */
function useDateOfBirthBounds(): { min?: string; max?: string } {
  const today = useSyncExternalStore(noSubscribe, todayUtc, () => null);
  return useMemo(() => {
    if (!today) return {};
    const { earliest, latest } = dateOfBirthBounds(today);
    return { min: earliest, max: latest };
  }, [today]);
}

const resumeHint = (resume: ResumePolicy) =>
  `${resume.types.map((type) => type.name).join(', ')}; at most ${formatMegabytes(resume.maxBytes)}.`;

interface Props {
  /** Subscribes to the openings' Apply buttons (form-slots.tsx), which preselect a role. */
  onApplyForRole?: (listener: (role: string) => void) => () => void;
  /** The open jobs' titles, as the page lists them (the published content); the seed's by default. */
  roles?: readonly string[];
}

export function CareersForm({ onApplyForRole, roles = CAREER_ROLES }: Props) {
  const resume = useResumePolicy();
  const schema = useMemo(() => careerSchema(resume), [resume]);
  const form = useForm<CareerValues>({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: CAREER_DEFAULTS,
  });
  useEffect(() => {
    // A resume chosen before the API's limit arrived is checked again against it.
    if (form.getValues('file')?.length) void form.trigger('file');
  }, [form, schema]);
  // An opening's Apply button preselects its role (and brings the choice into view).
  useEffect(
    () =>
      onApplyForRole?.((role) => {
        form.setValue('ApplicationDetails', role, {
          shouldValidate: true,
          shouldDirty: true,
          shouldTouch: true,
        });
        form.setFocus('ApplicationDetails');
      }),
    [form, onApplyForRole],
  );
  const dobBounds = useDateOfBirthBounds();
  const navigate = useNavigate();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const { id: captchaId } = useFieldIds('captcha');
  const { send, pending, message, messageRef } = useSubmit({
    form,
    captcha: {
      kind: 'visible',
      payload: captcha,
      reset: () => captchaRef.current?.reset(),
      setError: setCaptchaError,
    },
    fieldMap: { [RESUME_FIELD]: 'file' },
  });

  const onSubmit = async (values: CareerValues) => {
    const file = values.file?.[0];
    if (!file) return;
    const body = new FormData();
    body.append(
      CAREER_DATA_FIELD,
      JSON.stringify({ ...careerApplication(values, file), attribution: attributionFor() }),
    );
    body.append(RESUME_FIELD, file, file.name);
    setProgress(0);
    const outcome = await send(API_PATHS.addCareer, body, { onUploadProgress: setProgress });
    setProgress(null);
    if (outcome?.kind !== 'result') return;
    if (outcome.result.isSuccess) {
      form.reset(CAREER_DEFAULTS);
      await showAlert('success', 'Thank you!', CAREER_SUCCESS_MESSAGE);
      void navigate('/home');
    } else {
      showToast(FILL_ALL_FIELDS_MESSAGE, { type: 'warning', position: 'bottom-right' });
    }
  };

  const ready = form.formState.isValid && Boolean(captcha);
  return (
    <>
      <Form
        analytics="application"
        form={form}
        onSubmit={onSubmit}
        className="site-form careers-form"
        aria-label="Apply now"
        onFocus={preloadAlerts}
      >
        <div className="form-grid">
          <TextField name="FristName" label="First Name" autoComplete="given-name" />
          <TextField name="LastName" label="Last Name" autoComplete="family-name" />
          <TextField name="Email" label="Email" type="email" autoComplete="email" inputMode="email" />
          {/* A national number: autocomplete "tel-national" is for text inputs, not type="tel". */}
          <TextField
            name="PhoneNumber"
            label="Phone Number"
            autoComplete="tel-national"
            inputMode="numeric"
            maxLength={10}
          />
          <TextField name="City" label="City" autoComplete="address-level2" />
          <TextField name="Position" label="Current Role" autoComplete="organization-title" />
          <TextField
            name="DateOfBirth"
            label="Date of Birth"
            type="date"
            autoComplete="bday"
            {...dobBounds}
          />
          <SelectField
            name="ApplicationDetails"
            label="Role Applying For"
            placeholder="Select an opening"
            options={roles}
          />
          <TextField name="Experience" label="Experience (years)" inputMode="decimal" />
          <TextField name="ExpectedSalary" label="Expected Salary (LPA)" inputMode="decimal" />
        </div>
        <ResumeField resume={resume} />
        {progress !== null ? (
          <div className="upload-progress">
            <label htmlFor={`${captchaId}-progress`}>Uploading resume: {Math.round(progress * 100)}%</label>
            <progress id={`${captchaId}-progress`} max={1} value={progress} />
          </div>
        ) : null}
        <CaptchaWidget
          ref={captchaRef}
          id={captchaId}
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
          pendingLabel="Uploading…"
          disabledReason="Fill in every field, attach your resume and complete the captcha to apply."
        >
          Apply Now
        </SubmitButton>
      </Form>
      <Toaster />
    </>
  );
}

function ResumeField({ resume }: { resume: ResumePolicy }) {
  return (
    <FieldShell name="file" label="Resume" hint={resumeHint(resume)}>
      {(aria) => <ResumeInput aria={aria} />}
    </FieldShell>
  );
}

function ResumeInput({ aria }: { aria: Record<string, unknown> }) {
  const {
    field: { name, ref: inputRef, onChange, onBlur },
  } = useController<CareerValues, 'file'>({ name: 'file' });
  // A file choice is complete at once: check it (and show its message) without waiting for blur.
  return (
    <input
      type="file"
      accept={RESUME_ACCEPT}
      {...aria}
      name={name}
      ref={inputRef}
      onChange={(event) => {
        onChange(Array.from(event.target.files ?? []));
        onBlur();
      }}
      onBlur={onBlur}
    />
  );
}
