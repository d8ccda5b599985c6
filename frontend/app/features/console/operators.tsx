/**
 * Operators (admin): the list, a new operator, role changes and disabling (each confirmed first),
 * ending their sessions.
 */
import {
  OPERATOR_ROLES,
  type OperatorRole,
  type OperatorView,
  type UpdateOperatorRequest,
} from '@orbitwise/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, FormMessage, SelectField, SubmitButton, TextField } from '~/components/form-kit';
import { Modal } from '~/components/modal';
import { yupResolver } from '~/lib/yup-resolver';
import { Address } from './address';
import { createOperator, endOperatorSessions, listOperators, updateOperator } from './api';
import { columnsFor, DataTable, type Columns } from './data-table';
import { keys } from './query';
import { operatorSchema, type OperatorValues } from './schemas';
import { useOperator } from './session';
import { ConfirmButton, DateTime, ErrorNotice, Loading, Notice } from './ui';
import { placeServerErrors } from './server-errors';

const ROLE_OPTIONS = OPERATOR_ROLES.map((role) => ({ value: role, label: role }));

export function OperatorsScreen() {
  const { data, error, isPending } = useQuery({ queryKey: keys.operators, queryFn: listOperators });
  return (
    <>
      <h1>Operators</h1>
      {isPending ? <Loading /> : null}
      <ErrorNotice error={error} />
      {data ? <OperatorTable operators={data.operators} /> : null}
      <NewOperator />
    </>
  );
}

function useOperatorChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: string; change: UpdateOperatorRequest | 'end-sessions' }) => {
      if (change === 'end-sessions') await endOperatorSessions(id);
      else await updateOperator(id, change);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.operators }),
  });
}

/** A role change waiting for its confirmation. */
interface RoleChoice {
  operator: OperatorView;
  role: OperatorRole;
}

function roleQuestion({ operator, role }: RoleChoice): { title: string; description: string } {
  const name = operator.displayName;
  if (role === 'admin') {
    return {
      title: `Make ${name} an admin?`,
      description: `${name} will manage operators, settings, integration keys and erasure, as you do.`,
    };
  }
  return {
    title: `Change ${name}'s role to ${role}?`,
    description: `${name} will see and do only what the ${role} role allows, from their next request.`,
  };
}

function OperatorTable({ operators }: { operators: OperatorView[] }) {
  const me = useOperator();
  const change = useOperatorChange();
  // The select does not apply on change: the choice waits here for a confirmation.
  const [roleChoice, setRoleChoice] = useState<RoleChoice | null>(null);
  const question = roleChoice ? roleQuestion(roleChoice) : null;
  const column = columnsFor<OperatorView>();
  const columns: Columns<OperatorView> = column.columns([
    column.accessor('displayName', { header: 'Name', cell: (info) => info.getValue() }),
    column.accessor('email', { header: 'Email', cell: (info) => <Address address={info.getValue()} /> }),
    column.accessor('role', {
      header: 'Role',
      cell: (info) => (
        <select
          aria-label={`Role of ${info.row.original.displayName}`}
          value={info.getValue()}
          disabled={info.row.original.id === me.id || change.isPending}
          onChange={(event) =>
            setRoleChoice({ operator: info.row.original, role: event.target.value as OperatorRole })
          }
        >
          {OPERATOR_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      ),
    }),
    column.accessor('twoFactorEnabled', { header: '2FA', cell: (info) => (info.getValue() ? 'On' : 'Off') }),
    column.accessor('lastLoginAt', {
      header: 'Last sign-in',
      cell: (info) => <DateTime iso={info.getValue()} />,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: op } }) =>
        op.id === me.id ? (
          <span className="console-muted">You</span>
        ) : (
          <div className="console-actions">
            {op.disabled ? (
              <button
                type="button"
                className="button button-outline console-small"
                onClick={() => change.mutate({ id: op.id, change: { disabled: false } })}
                disabled={change.isPending}
              >
                {`Enable ${op.displayName}`}
              </button>
            ) : (
              <ConfirmButton
                small
                label={`Disable ${op.displayName}`}
                title={`Disable ${op.displayName}?`}
                description={`${op.displayName} is signed out at once and cannot sign in until an admin enables the account again.`}
                confirmLabel="Disable"
                onConfirm={() => change.mutate({ id: op.id, change: { disabled: true } })}
                pending={change.isPending}
              />
            )}
            <button
              type="button"
              className="button button-outline console-small"
              onClick={() => change.mutate({ id: op.id, change: 'end-sessions' })}
              disabled={change.isPending}
            >
              End sessions
            </button>
          </div>
        ),
    }),
  ]);
  return (
    <>
      {change.isSuccess ? <Notice tone="success">Saved.</Notice> : null}
      <ErrorNotice error={change.error} />
      <DataTable
        caption="Operators"
        columns={columns}
        data={operators}
        rowId={(op) => op.id}
        rowClassName={(op) => (op.disabled ? 'is-disabled' : undefined)}
      />
      <Modal
        open={roleChoice !== null}
        onClose={() => setRoleChoice(null)}
        title={question?.title ?? ''}
        description={question?.description}
      >
        <div className="console-actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              if (roleChoice)
                change.mutate({ id: roleChoice.operator.id, change: { role: roleChoice.role } });
              setRoleChoice(null);
            }}
          >
            Change the role
          </button>
          <button type="button" className="button button-outline" onClick={() => setRoleChoice(null)}>
            Cancel
          </button>
        </div>
      </Modal>
    </>
  );
}

function NewOperator() {
  const client = useQueryClient();
  const form = useForm<OperatorValues>({
    resolver: yupResolver(operatorSchema),
    mode: 'onTouched',
    defaultValues: { email: '', displayName: '', role: 'sales', password: '' },
  });
  const create = useMutation({
    mutationFn: createOperator,
    onSuccess: async () => {
      form.reset();
      await client.invalidateQueries({ queryKey: keys.operators });
    },
    // The password's strength reason (or a taken email) under its field.
    onError: (error) => placeServerErrors(form, error, ['email', 'displayName', 'password'] as const),
  });
  return (
    <section aria-labelledby="new-operator" className="console-panel">
      <h2 id="new-operator">Add an operator</h2>
      <Form
        form={form}
        onSubmit={(values) => create.mutate(values)}
        className="console-form console-form-grid"
        aria-label="Add an operator"
      >
        <TextField name="email" label="Email" type="email" autoComplete="off" />
        <TextField name="displayName" label="Display name" autoComplete="off" />
        <SelectField name="role" label="Role" options={ROLE_OPTIONS} />
        <TextField
          name="password"
          label="Initial password"
          type="password"
          autoComplete="new-password"
          hint="Give it to them in person; they change it under My account."
        />
        <FormMessage message={create.error?.message ?? null} />
        {create.isSuccess ? <Notice tone="success">Operator added.</Notice> : null}
        <SubmitButton pending={create.isPending} pendingLabel="Adding…">
          Add operator
        </SubmitButton>
      </Form>
    </section>
  );
}
