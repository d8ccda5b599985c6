/**
 * Integration keys (admin): the keys partners' servers send as `Authorization: Bearer
 * ow_live_…` (or `ow_test_…`, kept in the sandbox) to post the forms and read submissions, and the
 * publishable `ow_pub_…` keys of partners' own pages (submit only, from their listed origins). A key's
 * secret is shown once, on creation and on roll; the server keeps only its hash.
 */
import {
  INTEGRATION_KEY_KIND_LABELS,
  INTEGRATION_KEY_KINDS,
  INTEGRATION_LIMITS,
  INTEGRATION_SCOPE_LABELS,
  READ_SCOPES,
  SUBMIT_SCOPES,
  type IntegrationKeySecretResponse,
  type IntegrationKeyView,
  type IntegrationScope,
} from '@orbitwise/contracts/integrations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useFormContext, useWatch } from 'react-hook-form';
import {
  Form,
  FormMessage,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/form-kit';
import { yupResolver } from '~/lib/yup-resolver';
import { createIntegrationKey, listIntegrationKeys, revokeIntegrationKey, rollIntegrationKey } from './api';
import { keys } from './query';
import { integrationKeySchema, originLines, type IntegrationKeyValues } from './schemas';
import { placeServerErrors } from './server-errors';
import { ConfirmButton, CopyButton, DateTime, ErrorNotice, Loading, Notice } from './ui';

const STATE_LABELS: Record<IntegrationKeyView['state'], string> = {
  active: 'Active',
  revoked: 'Revoked',
  rolled: 'Rolled',
};

const KIND_NAMES: Record<IntegrationKeyView['kind'], string> = {
  live: 'Live',
  test: 'Test',
  publishable: 'Publishable',
};

export function IntegrationKeysScreen() {
  const list = useQuery({ queryKey: keys.integrationKeys, queryFn: listIntegrationKeys });
  // The secret of the last create or roll: shown until the admin leaves the screen, never fetched again.
  const [shown, setShown] = useState<IntegrationKeySecretResponse | null>(null);
  const integrationKeys = list.data?.keys;
  const active = integrationKeys?.filter((key) => key.state === 'active').length ?? 0;
  return (
    <>
      <h1>Integration keys</h1>
      <p className="console-muted">
        A partner’s server sends a key as <code>Authorization: Bearer ow_live_…</code> to post the forms
        without the captcha, and to read submissions through <code>/api/v1/submissions</code>. Give each
        integration its own key, with only the scopes it needs; roll it if it may have leaked. A test key (
        <code>ow_test_…</code>) runs the same checks and answers, into the sandbox. A publishable key (
        <code>ow_pub_…</code>) is for a partner’s own web page: it is public, so it can only post the forms,
        only from the origins it lists, and its visitors still solve the captcha.
      </p>
      {shown ? <ShownSecret shown={shown} onDone={() => setShown(null)} /> : null}
      <section aria-labelledby="integration-keys" className="console-panel">
        <h2 id="integration-keys">Keys</h2>
        {list.isPending ? <Loading /> : null}
        <ErrorNotice error={list.error} />
        {integrationKeys ? (
          integrationKeys.length ? (
            <ul className="console-webhooks">
              {integrationKeys.map((key) => (
                <KeyItem key={key.id} integrationKey={key} onRolled={setShown} />
              ))}
            </ul>
          ) : (
            <p className="console-muted">No key yet.</p>
          )
        ) : null}
      </section>
      {integrationKeys ? (
        <NewKey full={active >= INTEGRATION_LIMITS.activeKeysMax} onCreated={setShown} />
      ) : null}
    </>
  );
}

function ShownSecret({ shown, onDone }: { shown: IntegrationKeySecretResponse; onDone: () => void }) {
  return (
    <section aria-labelledby="integration-key-secret" className="console-panel console-secret-once">
      <h2 id="integration-key-secret">Copy the key “{shown.key.name}” now</h2>
      <Notice tone="success">
        This is the only time it is shown: it is stored as a hash. Put it into the integration’s settings.
      </Notice>
      <div className="console-secret-row">
        <span className="console-secret-label">Key</span>
        <code className="console-secret">{shown.secret}</code>
        <CopyButton text={shown.secret} label="Copy key" />
      </div>
      <div className="console-actions">
        <button type="button" className="button button-outline console-small" onClick={onDone}>
          I have copied it
        </button>
      </div>
    </section>
  );
}

function KeyItem({
  integrationKey: key,
  onRolled,
}: {
  integrationKey: IntegrationKeyView;
  onRolled: (shown: IntegrationKeySecretResponse) => void;
}) {
  const client = useQueryClient();
  const headingId = useId();
  const done = () => client.invalidateQueries({ queryKey: keys.integrationKeys });
  const roll = useMutation({
    mutationFn: () => rollIntegrationKey(key.id),
    onSuccess: async (shown) => {
      onRolled(shown);
      await done();
    },
  });
  const revoke = useMutation({ mutationFn: () => revokeIntegrationKey(key.id), onSuccess: done });
  const active = key.state === 'active';
  return (
    <li className={active ? 'console-webhook' : 'console-webhook is-disabled'} aria-labelledby={headingId}>
      <div className="console-webhook-head">
        <h3 id={headingId} className="console-webhook-url">
          {key.name}
        </h3>
        <span className={active ? 'console-state console-state-sent' : 'console-state console-state-skipped'}>
          {STATE_LABELS[key.state]}
        </span>
      </div>
      <p className="console-muted console-wrap-anywhere">
        <span>{KIND_NAMES[key.kind]}</span> · <code>{key.hint}</code> · {key.scopes.join(', ')}
        {key.allowedOrigins.length ? <> · from {key.allowedOrigins.join(', ')}</> : null}
      </p>
      {/* An admin's long address or an IPv6 address must wrap at 360 px. */}
      <p className="console-muted console-wrap-anywhere">
        Created <DateTime iso={key.createdAt} />
        {key.createdBy ? <> by {key.createdBy}</> : null} · last used{' '}
        {key.lastUsedAt ? (
          <>
            <DateTime iso={key.lastUsedAt} />
            {key.lastUsedFrom ? <> from {key.lastUsedFrom}</> : null}
          </>
        ) : (
          'never'
        )}
        {key.revokedAt ? (
          <>
            {' '}
            · {key.state === 'rolled' ? 'rolled' : 'revoked'} <DateTime iso={key.revokedAt} />
          </>
        ) : null}
      </p>
      {active ? (
        <div className="console-actions">
          <ConfirmButton
            label="Roll"
            title={`Roll the key “${key.name}”?`}
            description="A new key of the same kind, scopes and origins is made and shown once; this one stops working at once."
            confirmLabel="Roll the key"
            onConfirm={() => roll.mutate()}
            pending={roll.isPending}
            small
            quiet
          />
          <ConfirmButton
            label="Revoke"
            title={`Revoke the key “${key.name}”?`}
            description="It stops working at once, for good. The integration gets 401 until it has a new key."
            confirmLabel="Revoke for good"
            onConfirm={() => revoke.mutate()}
            pending={revoke.isPending}
            small
          />
        </div>
      ) : null}
      <ErrorNotice error={roll.error ?? revoke.error} />
    </li>
  );
}

const NEW_KEY: IntegrationKeyValues = { name: '', scopes: [], kind: 'live', allowedOrigins: '' };

function NewKey({
  full,
  onCreated,
}: {
  full: boolean;
  onCreated: (shown: IntegrationKeySecretResponse) => void;
}) {
  const client = useQueryClient();
  const form = useForm<IntegrationKeyValues>({
    resolver: yupResolver(integrationKeySchema),
    defaultValues: NEW_KEY,
  });
  const create = useMutation({
    mutationFn: createIntegrationKey,
    onSuccess: async (shown) => {
      form.reset(NEW_KEY);
      onCreated(shown);
      await client.invalidateQueries({ queryKey: keys.integrationKeys });
    },
    onError: (error) => placeServerErrors(form, error, ['name', 'scopes', 'allowedOrigins'] as const),
  });
  return (
    <section aria-labelledby="new-integration-key" className="console-panel">
      <h2 id="new-integration-key">Create a key</h2>
      <Form
        form={form}
        onSubmit={(values) =>
          create.mutate({
            name: values.name,
            kind: values.kind,
            scopes: values.scopes,
            ...(values.kind === 'publishable' ? { allowedOrigins: originLines(values.allowedOrigins) } : {}),
          })
        }
        className="console-form"
        aria-label="Create a key"
      >
        <TextField
          name="name"
          label="Name"
          autoComplete="off"
          maxLength={INTEGRATION_LIMITS.nameMax}
          hint="Who or what uses it, e.g. “CRM lead import”."
        />
        <SelectField
          name="kind"
          label="Kind"
          options={INTEGRATION_KEY_KINDS.map((kind) => ({
            value: kind,
            label: INTEGRATION_KEY_KIND_LABELS[kind],
          }))}
        />
        <AllowedOrigins />
        <ScopeChoices />
        <FormMessage message={create.error?.message ?? null} />
        <SubmitButton
          pending={create.isPending}
          pendingLabel="Creating…"
          disabled={full}
          disabledReason={`At most ${INTEGRATION_LIMITS.activeKeysMax} active keys: revoke one first.`}
        >
          Create key
        </SubmitButton>
      </Form>
    </section>
  );
}

/** A publishable key's pages: shown for that kind only. */
function AllowedOrigins() {
  const kind = useWatch<IntegrationKeyValues, 'kind'>({ name: 'kind' });
  if (kind !== 'publishable') return null;
  return (
    <TextAreaField
      name="allowedOrigins"
      label="Allowed origins"
      rows={3}
      spellCheck={false}
      hint="One a line, exactly as the browser sends it: https://landing.partner.example (no path, no trailing slash)."
    />
  );
}

/** The scopes: two groups of checkboxes of one field (one for a publishable key), its message under them. */
function ScopeChoices() {
  const { register, formState } = useFormContext<IntegrationKeyValues>();
  const kind = useWatch<IntegrationKeyValues, 'kind'>({ name: 'kind' });
  const id = useId();
  const error = formState.errors.scopes;
  const message = formState.isSubmitted ? (error?.message ?? error?.root?.message) : undefined;
  const group = (legend: string, scopes: readonly IntegrationScope[]) => (
    <div className="console-scope-group">
      <p className="console-secret-label">{legend}</p>
      <div className="console-checks">
        {scopes.map((scope) => (
          <div className="console-check" key={scope}>
            <input id={`${id}-${scope}`} type="checkbox" value={scope} {...register('scopes')} />
            <label htmlFor={`${id}-${scope}`}>{INTEGRATION_SCOPE_LABELS[scope]}</label>
          </div>
        ))}
      </div>
    </div>
  );
  return (
    <fieldset
      className={message ? 'console-fieldset field-invalid' : 'console-fieldset'}
      aria-describedby={`${id}-error`}
    >
      <legend>Scopes</legend>
      {kind === 'publishable'
        ? group('Post the forms (the captcha still applies)', SUBMIT_SCOPES)
        : group('Post the forms (no captcha)', SUBMIT_SCOPES)}
      {kind === 'publishable' ? null : group('Read submissions', READ_SCOPES)}
      <p id={`${id}-error`} className="field-error" role="alert">
        {message ?? null}
      </p>
    </fieldset>
  );
}
