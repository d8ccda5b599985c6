/** My account: change the password; two-factor sign-in (enrol, confirm) and recovery codes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Form, FormMessage, SubmitButton, TextField } from '~/components/form-kit';
import { ADMIN_LIMITS } from '@orbitwise/contracts/admin';
import { yupResolver } from '~/lib/yup-resolver';
import { changePassword } from './api';
import { keys } from './query';
import { passwordChangeSchema, type PasswordChangeValues } from './schemas';
import { placeServerErrors } from './server-errors';
import { SessionContext } from './session';
import { TwoFactorPanel } from './two-factor';
import { Notice } from './ui';
import { useContext } from 'react';

export function AccountScreen() {
  const session = useContext(SessionContext)!;
  const { operator } = session;
  return (
    <>
      <h1>My account</h1>
      {session.twoFactorEnrolmentRequired ? (
        <Notice>
          Administrators must use two-factor sign-in. Set it up below to open the rest of the console.
        </Notice>
      ) : null}
      <dl className="console-fields console-panel">
        <div>
          <dt>Name</dt>
          <dd>{operator.displayName}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{operator.email}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{operator.role}</dd>
        </div>
      </dl>
      <TwoFactorPanel enabled={operator.twoFactorEnabled} />
      <PasswordPanel />
    </>
  );
}

function PasswordPanel() {
  const client = useQueryClient();
  const form = useForm<PasswordChangeValues>({
    resolver: yupResolver(passwordChangeSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
  });
  const change = useMutation({
    mutationFn: (values: PasswordChangeValues) =>
      changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onSuccess: async () => {
      form.reset();
      await client.invalidateQueries({ queryKey: keys.session });
    },
    // The server's reason (e.g. the strength estimate's warning) goes under its field.
    onError: (error) => placeServerErrors(form, error, ['currentPassword', 'newPassword'] as const),
  });
  return (
    <section aria-labelledby="account-password" className="console-panel">
      <h2 id="account-password">Change password</h2>
      <Form
        form={form}
        onSubmit={(values) => change.mutate(values)}
        className="console-form"
        aria-label="Change password"
      >
        <TextField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <TextField
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${ADMIN_LIMITS.passwordMin} characters, hard to guess: not a common password, nor your name. Your other sessions end.`}
        />
        <TextField
          name="repeatPassword"
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
        />
        <FormMessage message={change.error?.message ?? null} />
        {change.isSuccess ? (
          <Notice tone="success">Password changed. Your other sessions have ended.</Notice>
        ) : null}
        <SubmitButton pending={change.isPending} pendingLabel="Saving…">
          Change password
        </SubmitButton>
      </Form>
    </section>
  );
}
