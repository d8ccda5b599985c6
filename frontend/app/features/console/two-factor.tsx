/**
 * Two-factor sign-in: enrolment shows the server's QR code as an image (a data: URL built from the
 * SVG text, never inserted as markup) and the secret for typing by hand, then a code confirms it and
 * the recovery codes are shown once. They can be regenerated later (the old ones stop working), and
 * two-factor sign-in turned off; both ask for the password and a current code (step-up).
 */
import type {
  ReauthenticationRequest,
  RecoveryCodesResponse,
  TwoFactorEnrolmentResponse,
} from '@orbitwise/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, FormMessage, SubmitButton, TextField } from '~/components/form-kit';
import { yupResolver } from '~/lib/yup-resolver';
import { confirmTwoFactor, disableTwoFactor, regenerateRecoveryCodes, startTwoFactorEnrolment } from './api';
import { keys } from './query';
import { codeSchema, stepUpSchema, type CodeValues, type StepUpValues } from './schemas';
import { placeServerErrors } from './server-errors';
import { ErrorNotice, Notice } from './ui';

export const qrImageSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function TwoFactorPanel({ enabled }: { enabled: boolean }) {
  const client = useQueryClient();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolmentResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const showCodes = async (response: RecoveryCodesResponse) => {
    setEnrolment(null);
    setCodes(response.recoveryCodes);
    await client.invalidateQueries({ queryKey: keys.session });
  };
  const start = useMutation({ mutationFn: startTwoFactorEnrolment, onSuccess: setEnrolment });
  return (
    <section aria-labelledby="account-2fa" className="console-panel">
      <h2 id="account-2fa">Two-factor sign-in</h2>
      {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}
      {enrolment ? (
        <Enrolment enrolment={enrolment} onConfirmed={showCodes} />
      ) : enabled ? (
        <>
          <p>
            Two-factor sign-in is on. New recovery codes and turning it off each ask for your password and a
            current code from your app (or a recovery code).
          </p>
          <h3 id="account-2fa-codes">New recovery codes</h3>
          <StepUpForm
            label="Regenerate recovery codes"
            hint="The new codes replace the old ones, which stop working."
            submitLabel="Regenerate recovery codes"
            pendingLabel="Generating…"
            send={regenerateRecoveryCodes}
            onDone={showCodes}
          />
          <h3 id="account-2fa-off">Turn off two-factor sign-in</h3>
          <StepUpForm
            label="Turn off two-factor sign-in"
            hint="Your recovery codes are deleted; signing in then needs only the password."
            submitLabel="Turn off two-factor sign-in"
            pendingLabel="Turning off…"
            send={disableTwoFactor}
            onDone={async () => {
              setCodes(null);
              await client.invalidateQueries({ queryKey: keys.session });
            }}
          />
        </>
      ) : codes ? null : (
        <>
          <p>Two-factor sign-in is off. Use an authenticator app (any TOTP app) to turn it on.</p>
          <button
            type="button"
            className="button console-small"
            onClick={() => start.mutate()}
            disabled={start.isPending}
          >
            Set up two-factor sign-in
          </button>
          <ErrorNotice error={start.error} />
        </>
      )}
    </section>
  );
}

function Enrolment({
  enrolment,
  onConfirmed,
}: {
  enrolment: TwoFactorEnrolmentResponse;
  onConfirmed: (response: RecoveryCodesResponse) => Promise<void>;
}) {
  const form = useForm<CodeValues>({
    resolver: yupResolver(codeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const confirm = useMutation({
    mutationFn: (values: CodeValues) => confirmTwoFactor(values.code.replace(/\s+/g, '')),
    onSuccess: onConfirmed,
  });
  return (
    <div className="console-enrol">
      <p>Scan this code with your authenticator app, then enter the code it shows.</p>
      <img
        className="console-qr"
        src={qrImageSource(enrolment.qrSvg)}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
      />
      <p>
        Or type this key: <code className="console-secret">{enrolment.secret}</code>
      </p>
      <Form
        form={form}
        onSubmit={(values) => confirm.mutate(values)}
        className="console-form"
        aria-label="Confirm two-factor sign-in"
      >
        <TextField
          name="code"
          label="Code from the app"
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
        />
        <FormMessage message={confirm.error?.message ?? null} />
        <SubmitButton pending={confirm.isPending} pendingLabel="Checking…">
          Turn on two-factor sign-in
        </SubmitButton>
      </Form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="console-recovery">
      <Notice tone="success">
        Save these recovery codes somewhere safe now: each signs you in once without the app. They are not
        shown again.
      </Notice>
      <ul className="console-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="button console-small" onClick={onDone}>
        I have saved them
      </button>
    </div>
  );
}

/** A sensitive change, sent with the password and a current code (an authenticator or recovery code). */
function StepUpForm<R>({
  label,
  hint,
  submitLabel,
  pendingLabel,
  send,
  onDone,
}: {
  label: string;
  hint: string;
  submitLabel: string;
  pendingLabel: string;
  send: (proof: ReauthenticationRequest) => Promise<R>;
  onDone: (response: R) => Promise<unknown>;
}) {
  const form = useForm<StepUpValues>({
    resolver: yupResolver(stepUpSchema),
    mode: 'onTouched',
    defaultValues: { password: '', code: '' },
  });
  const action = useMutation({
    mutationFn: ({ password, code }: StepUpValues) => send({ password, code: code.replace(/\s+/g, '') }),
    onSuccess: async (response) => {
      form.reset();
      await onDone(response);
    },
    onError: (error) => placeServerErrors(form, error, ['password', 'code'] as const),
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => action.mutate(values)}
      className="console-form"
      aria-label={label}
    >
      <TextField name="password" label="Your password" type="password" autoComplete="current-password" />
      <TextField
        name="code"
        label="A current code from your app, or a recovery code"
        autoComplete="one-time-code"
        spellCheck={false}
        hint={hint}
      />
      <FormMessage message={action.error?.message ?? null} />
      <SubmitButton pending={action.isPending} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
