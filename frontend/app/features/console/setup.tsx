/** The first administrator, from the one-time link the API prints when no operator exists. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useQueryParams } from './routing';
import { Form, FormMessage, SubmitButton, TextField } from '~/components/form-kit';
import { consolePaths } from './console-routes';
import { ADMIN_LIMITS } from '@orbitwise/contracts/admin';
import { ApiError } from '~/lib/api-client';
import { yupResolver } from '~/lib/yup-resolver';
import { completeSetup, getSession, getSetupLinkStatus } from './api';
import { keys } from './query';
import { setupSchema, type SetupValues } from './schemas';
import { placeServerErrors } from './server-errors';
import { loginPath } from './session';
import { Loading, NotAllowed, Notice } from './ui';

export function SetupScreen() {
  const [params] = useQueryParams();
  const token = params.get('token') ?? '';
  const client = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<SetupValues>({
    resolver: yupResolver(setupSchema),
    mode: 'onTouched',
    defaultValues: { email: '', displayName: '', password: '', repeatPassword: '' },
  });
  // Asked at once, so that a used or expired link says so before anyone fills the form in.
  const link = useQuery({
    queryKey: ['setup-link', token],
    queryFn: () => getSetupLinkStatus(token),
    enabled: token !== '',
    staleTime: 0,
    retry: false,
  });
  const setup = useMutation({
    mutationFn: (values: SetupValues) =>
      completeSetup({
        token,
        email: values.email,
        displayName: values.displayName,
        password: values.password,
      }),
    meta: { signIn: true },
    onSuccess: async () => {
      const session = await client.fetchQuery({ queryKey: keys.session, queryFn: getSession, staleTime: 0 });
      if (!session) return navigate(loginPath('', 'setup'), { replace: true });
      return navigate(session.twoFactorEnrolmentRequired ? consolePaths.account : consolePaths.dashboard, {
        replace: true,
      });
    },
    onError: (error) => placeServerErrors(form, error, ['email', 'displayName', 'password'] as const),
  });
  const linkRefused =
    link.data?.valid === false || (link.error instanceof ApiError && link.error.status === 400);
  return (
    <main id="console-main" className="console-main console-narrow" tabIndex={-1}>
      <section className="console-card">
        <h1>Create the first administrator</h1>
        {!token ? (
          <NotAllowed detail="This page needs the one-time setup link the server printed when it started." />
        ) : link.isPending ? (
          <Loading label="Checking the setup link…" />
        ) : linkRefused ? (
          <>
            <Notice>
              This setup link can no longer be used: the console is already set up, or the link has expired.
            </Notice>
            <p>
              <Link to={consolePaths.login}>Sign in to the console</Link>
            </p>
          </>
        ) : (
          <Form
            form={form}
            onSubmit={(values) => setup.mutate(values)}
            className="console-form"
            aria-label="Setup"
          >
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <TextField name="displayName" label="Display name" autoComplete="name" />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              hint={`At least ${ADMIN_LIMITS.passwordMin} characters, hard to guess: not a common password, nor your name.`}
            />
            <TextField
              name="repeatPassword"
              label="Repeat the password"
              type="password"
              autoComplete="new-password"
            />
            <FormMessage message={setup.error?.message ?? null} />
            <SubmitButton pending={setup.isPending} pendingLabel="Creating…">
              Create administrator
            </SubmitButton>
          </Form>
        )}
      </section>
    </main>
  );
}
