/** The first administrator, from the one-time link the API prints when no operator exists. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useQueryParams } from './routing';
import { Form, FormMessage, SubmitButton, TextField } from '~/components/form-kit';
import { consolePaths } from './console-routes';
import { ADMIN_LIMITS } from '@orbitwise/contracts/admin';
import { yupResolver } from '~/lib/yup-resolver';
import { completeSetup, getSession } from './api';
import { keys } from './query';
import { setupSchema, type SetupValues } from './schemas';
import { loginPath } from './session';
import { NotAllowed } from './ui';

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
  });
  return (
    <main id="console-main" className="console-main console-narrow" tabIndex={-1}>
      <section className="console-card">
        <h1>Create the first administrator</h1>
        {!token ? (
          <NotAllowed detail="This page needs the one-time setup link the server printed when it started." />
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
              hint={`At least ${ADMIN_LIMITS.passwordMin} characters.`}
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
