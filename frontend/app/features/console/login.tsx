/**
 * Sign-in (the spec's "User name or email", "Password", "Login"), then, when the account has it, the
 * two-factor step (an authenticator code or a recovery code). The server does not say whether the
 * password was right before the code passes, and a step takes one code: a refused code starts again
 * at the password, with the server's reason. Afterwards the operator goes back to the page that sent
 * them here.
 */
import type { LoginResponse } from '@orbitwise/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Redirect, useQueryParams } from './routing';
import { Form, FormMessage, SubmitButton, TextField } from '~/components/form-kit';
import { ApiError } from '~/lib/api-client';
import { consolePaths } from './console-routes';
import { yupResolver } from '~/lib/yup-resolver';
import { signIn, signInSecondFactor } from './api';
import { keys } from './query';
import { codeSchema, loginSchema, type CodeValues, type LoginValues } from './schemas';
import { safeNext, useSession } from './session';
import { Loading, Notice } from './ui';

const REASONS: Record<string, string> = {
  expired: 'Your session has ended. Please sign in again.',
  'signed-out': 'You have signed out.',
  setup: 'The administrator account is ready. Please sign in.',
};

export function LoginScreen() {
  const [params] = useQueryParams();
  const { data: session, isPending } = useSession();
  const [step, setStep] = useState<'password' | 'code'>('password');
  /** Why the password is asked again: the code step was refused. */
  const [restarted, setRestarted] = useState<string | null>(null);
  const client = useQueryClient();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));

  const done = async (response: LoginResponse) => {
    if (response.status === 'two-factor-required') {
      setRestarted(null);
      return setStep('code');
    }
    await client.invalidateQueries({ queryKey: keys.session });
    await navigate(response.twoFactorEnrolmentRequired ? consolePaths.account : next, { replace: true });
  };

  if (isPending) return <Loading />;
  if (session && step === 'password') return <Redirect to={next} />;
  const reason = REASONS[params.get('reason') ?? ''];
  return (
    <main id="console-main" className="console-main console-narrow" tabIndex={-1}>
      <section className="console-card">
        <h1>Admin Login</h1>
        {reason && step === 'password' && !restarted ? <Notice>{reason}</Notice> : null}
        {step === 'password' ? (
          <PasswordStep onDone={done} restarted={restarted} />
        ) : (
          <CodeStep
            onDone={done}
            onBack={() => setStep('password')}
            onRefused={(message) => {
              setRestarted(message);
              setStep('password');
            }}
          />
        )}
      </section>
    </main>
  );
}

function PasswordStep({
  onDone,
  restarted,
}: {
  onDone: (response: LoginResponse) => Promise<unknown>;
  restarted: string | null;
}) {
  const form = useForm<LoginValues>({
    resolver: yupResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { userName: '', password: '' },
  });
  const login = useMutation({
    mutationFn: (values: LoginValues) => signIn({ email: values.userName, password: values.password }),
    meta: { signIn: true },
    onSuccess: onDone,
    onError: () => form.setValue('password', ''),
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => login.mutate(values)}
      className="console-form"
      aria-label="Admin login"
    >
      <TextField name="userName" label="User name or email" autoComplete="username" />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" />
      <FormMessage message={login.error?.message ?? restarted} />
      <SubmitButton pending={login.isPending} pendingLabel="Signing in…">
        Login
      </SubmitButton>
    </Form>
  );
}

function CodeStep({
  onDone,
  onBack,
  onRefused,
}: {
  onDone: (r: LoginResponse) => Promise<unknown>;
  onBack: () => void;
  /** A 401: the step is over (wrong password or code, or too late), so the password is asked again. */
  onRefused: (message: string) => void;
}) {
  const form = useForm<CodeValues>({
    resolver: yupResolver(codeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const verify = useMutation({
    mutationFn: (values: CodeValues) => signInSecondFactor(values.code.replace(/\s+/g, '')),
    meta: { signIn: true },
    onSuccess: onDone,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) onRefused(error.message);
      else form.setValue('code', '');
    },
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => verify.mutate(values)}
      className="console-form"
      aria-label="Two-factor sign-in"
    >
      <p>Open your authenticator app and enter the code it shows for this account.</p>
      <TextField
        name="code"
        label="Authentication code"
        hint="Six digits from the app, or one of your recovery codes."
        autoComplete="one-time-code"
        autoFocus
        spellCheck={false}
      />
      <FormMessage message={verify.error?.message ?? null} />
      <SubmitButton pending={verify.isPending} pendingLabel="Checking…">
        Verify
      </SubmitButton>
      <button type="button" className="console-link-button" onClick={onBack}>
        Use another account
      </button>
    </Form>
  );
}
