/**
 * The step-up dialog (see step-up-request.ts), mounted once in the signed-in shell: the password and,
 * with two-factor sign-in, a current code; the refused call is sent again once the API accepts them.
 */
import { STEP_UP_MINUTES, STEP_UP_PATH, type StepUpRequest } from '@orbitwise/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as yup from 'yup';
import { Form, FormMessage, SubmitButton, TextField } from '~/components/form-kit';
import { Modal } from '~/components/modal';
import { ApiError, request } from '~/lib/api-client';
import { yupResolver } from '~/lib/yup-resolver';
import { stepUpSchema, type StepUpValues } from './schemas';
import { placeServerErrors } from './server-errors';
import { useOperator } from './session';
import { answerStepUpsWith } from './step-up-request';

const stepUp = (body: StepUpRequest) => request<void>(STEP_UP_PATH, { method: 'POST', body });

const fieldRefusal = (error: Error) => error instanceof ApiError && Object.keys(error.fieldErrors).length > 0;

/** Without two-factor sign-in there is no code to ask. */
const passwordOnlySchema = stepUpSchema.shape({ code: yup.string().default('') });

/** The dialog; there is one per signed-in shell. */
export function StepUpHost() {
  const withCode = useOperator().twoFactorEnabled;
  const [answer, setAnswer] = useState<((steppedUp: boolean) => void) | null>(null);
  useEffect(() => answerStepUpsWith(() => new Promise<boolean>((resolve) => setAnswer(() => resolve))), []);
  const close = (steppedUp: boolean) => {
    answer?.(steppedUp);
    setAnswer(null);
  };
  return (
    <Modal
      open={answer !== null}
      onClose={() => close(false)}
      title="Confirm it is you"
      description={
        `This change needs a sign-in from the last ${STEP_UP_MINUTES} minutes. Confirm your password` +
        `${withCode ? ' and a code' : ''}, and the change goes ahead.`
      }
    >
      <StepUpForm withCode={withCode} onDone={() => close(true)} onCancel={() => close(false)} />
    </Modal>
  );
}

function StepUpForm({
  withCode,
  onDone,
  onCancel,
}: {
  withCode: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const form = useForm<StepUpValues>({
    resolver: yupResolver(withCode ? stepUpSchema : passwordOnlySchema),
    mode: 'onTouched',
    defaultValues: { password: '', code: '' },
  });
  const confirm = useMutation({
    mutationFn: ({ password, code }: StepUpValues) =>
      stepUp(withCode ? { password, code: code.replace(/\s+/g, '') } : { password }),
    onSuccess: onDone,
    onError: (error) => placeServerErrors(form, error, ['password', 'code'] as const),
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => confirm.mutate(values)}
      className="console-form"
      aria-label="Confirm it is you"
    >
      <TextField name="password" label="Your password" type="password" autoComplete="current-password" />
      {withCode ? (
        <TextField
          name="code"
          label="A current code from your app, or a recovery code"
          autoComplete="one-time-code"
          spellCheck={false}
        />
      ) : null}
      {/* A wrong password or code is said under its field; the form's message is for the rest. */}
      <FormMessage message={confirm.error && !fieldRefusal(confirm.error) ? confirm.error.message : null} />
      <div className="console-actions">
        <SubmitButton pending={confirm.isPending} pendingLabel="Confirming…">
          Confirm
        </SubmitButton>
        <button type="button" className="button button-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Form>
  );
}
