/**
 * Notifications (admin): who gets the e-mail of a new submission per area (the
 * environment's default when none is set here), the acknowledgement to the visitor per kind, and the
 * webhook endpoints with their signing secrets.
 */
import {
  ACKNOWLEDGEMENT_LIMIT,
  ADMIN_LIMITS,
  NOTIFICATION_AREA_LABELS,
  NOTIFICATION_AREAS,
  SUBMISSION_KIND_LABELS,
  SUBMISSION_KINDS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type NotificationArea,
  type NotificationSettings,
  type NotificationSettingsResponse,
  type SubmissionKind,
  type WebhookEndpointView,
  type WebhookUrlPolicy,
} from '@orbitwise/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import { Form, FormMessage, SubmitButton, TextAreaField, TextField } from '~/components/form-kit';
import { yupResolver } from '~/lib/yup-resolver';
import {
  createWebhook,
  deleteWebhook,
  getNotificationSettings,
  listWebhooks,
  saveNotificationSettings,
  testWebhook,
  updateWebhook,
} from './api';
import { keys } from './query';
import {
  parseAddresses,
  recipientsSchema,
  webhookSchema,
  type RecipientsValues,
  type WebhookValues,
} from './schemas';
import { placeServerErrors } from './server-errors';
import { ConfirmButton, CopyButton, DateTime, ErrorNotice, Loading, Notice } from './ui';

/** The environment variable that holds each area's default recipients. */
const DEFAULT_VARIABLE: Record<NotificationArea, string> = {
  leads: 'NOTIFY_LEADS_TO',
  applications: 'NOTIFY_APPLICATIONS_TO',
};

export function NotificationsScreen() {
  const settings = useQuery({ queryKey: keys.notificationSettings, queryFn: getNotificationSettings });
  return (
    <>
      <h1>Notifications</h1>
      <p className="console-muted">
        Every submission is e-mailed to the staff of its area, and posted to the webhooks that take its kind.
        Failed deliveries are tried again for a day, then shown on the dashboard.
      </p>
      {settings.isPending ? <Loading /> : null}
      <ErrorNotice error={settings.error} />
      {settings.data ? (
        <>
          <Recipients settings={settings.data} />
          <Acknowledgements settings={settings.data} />
        </>
      ) : null}
      <Webhooks />
    </>
  );
}

function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: async (saved) => {
      if (saved) client.setQueryData(keys.notificationSettings, saved);
      await client.invalidateQueries({ queryKey: keys.notificationSettings });
    },
  });
}

const toText = (recipients: NotificationSettings['recipients']): RecipientsValues => ({
  leads: recipients.leads.join('\n'),
  applications: recipients.applications.join('\n'),
});

function Recipients({ settings }: { settings: NotificationSettingsResponse }) {
  const save = useSaveSettings();
  const form = useForm<RecipientsValues>({
    resolver: yupResolver(recipientsSchema),
    // Checked on Save (then as typed): a message appearing on blur would move the button under the click.
    defaultValues: toText(settings.recipients),
  });
  const submit = (values: RecipientsValues) =>
    save.mutate(
      {
        recipients: {
          leads: parseAddresses(values.leads),
          applications: parseAddresses(values.applications),
        },
        acknowledgement: settings.acknowledgement,
      },
      {
        onSuccess: (saved) => form.reset(toText(saved?.recipients ?? settings.recipients)),
        onError: (error) => placeServerErrors(form, error, NOTIFICATION_AREAS),
      },
    );
  return (
    <section aria-labelledby="notify-recipients" className="console-panel">
      <h2 id="notify-recipients">E-mail recipients</h2>
      <p className="console-muted">
        One address per line, or separated by commas; at most {ADMIN_LIMITS.recipientsPerAreaMax} per area.
        Left empty, the environment’s default is used. The staff can answer the visitor straight from the
        e-mail (its Reply-To is the visitor’s address); resumes are never attached, only linked.
      </p>
      {settings.emailConfigured ? (
        <p className="console-muted">
          Sent from <span className="console-wrap-anywhere">{settings.mailFrom}</span>.
        </p>
      ) : null}
      <Form
        form={form}
        onSubmit={submit}
        className="console-form console-form-grid"
        aria-label="E-mail recipients"
      >
        {NOTIFICATION_AREAS.map((area) => (
          <TextAreaField
            key={area}
            name={area}
            label={NOTIFICATION_AREA_LABELS[area]}
            required={false}
            rows={4}
            spellCheck={false}
            autoCapitalize="off"
            hint={<DefaultHint area={area} defaults={settings.defaults[area]} />}
          />
        ))}
        <FormMessage message={save.error?.message ?? null} />
        {save.isSuccess ? <Notice tone="success">Recipients saved.</Notice> : null}
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          Save recipients
        </SubmitButton>
      </Form>
    </section>
  );
}

function DefaultHint({ area, defaults }: { area: NotificationArea; defaults: string[] }) {
  if (!defaults.length) {
    return (
      <>
        Empty: the administrators are e-mailed (no default is set in <code>{DEFAULT_VARIABLE[area]}</code>
        ).
      </>
    );
  }
  return (
    <>
      Empty: the default from <code>{DEFAULT_VARIABLE[area]}</code>,{' '}
      <span className="console-wrap-anywhere">{defaults.join(', ')}</span>.
    </>
  );
}

function Acknowledgements({ settings }: { settings: NotificationSettingsResponse }) {
  const id = useId();
  const save = useSaveSettings();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const acknowledgement = {} as Record<SubmissionKind, boolean>;
    for (const kind of SUBMISSION_KINDS) acknowledgement[kind] = data.get(kind) === 'on';
    save.mutate({ recipients: settings.recipients, acknowledgement });
  };
  const { perAddress, windowHours } = ACKNOWLEDGEMENT_LIMIT;
  return (
    <section aria-labelledby={`${id}-h`} className="console-panel">
      <h2 id={`${id}-h`}>Acknowledgement to the visitor</h2>
      <p className="console-muted">
        Sends the visitor a short confirmation with the reference number of what they sent. Off by default. At
        most {perAddress} per address in {windowHours} hours, so the forms cannot be used to mail strangers.
      </p>
      <form
        key={JSON.stringify(settings.acknowledgement)}
        className="console-form"
        onSubmit={submit}
        aria-label="Acknowledgement to the visitor"
      >
        <fieldset className="console-fieldset">
          <legend>Send an acknowledgement for</legend>
          <div className="console-checks">
            {SUBMISSION_KINDS.map((kind) => (
              <div className="console-check" key={kind}>
                <input
                  id={`${id}-${kind}`}
                  name={kind}
                  type="checkbox"
                  defaultChecked={settings.acknowledgement[kind]}
                />
                <label htmlFor={`${id}-${kind}`}>{SUBMISSION_KIND_LABELS[kind]}</label>
              </div>
            ))}
          </div>
        </fieldset>
        <div className="console-actions">
          <button type="submit" className="button" disabled={save.isPending}>
            Save acknowledgements
          </button>
        </div>
        {save.isSuccess ? <Notice tone="success">Acknowledgements saved.</Notice> : null}
        <ErrorNotice error={save.error} />
      </form>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// Webhooks

function Webhooks() {
  const list = useQuery({ queryKey: keys.webhooks, queryFn: listWebhooks });
  const endpoints = list.data?.endpoints;
  return (
    <>
      <section aria-labelledby="webhooks" className="console-panel">
        <h2 id="webhooks">Webhooks</h2>
        <SignatureHelp />
        {list.isPending ? <Loading /> : null}
        <ErrorNotice error={list.error} />
        {endpoints ? (
          endpoints.length ? (
            <ul className="console-webhooks">
              {endpoints.map((endpoint) => (
                <WebhookItem key={endpoint.id} endpoint={endpoint} />
              ))}
            </ul>
          ) : (
            <p className="console-muted">No webhook yet.</p>
          )
        ) : null}
      </section>
      {list.data ? (
        <NewWebhook
          full={list.data.endpoints.length >= ADMIN_LIMITS.webhookEndpointsMax}
          urlPolicy={list.data.urlPolicy}
        />
      ) : null}
    </>
  );
}

function SignatureHelp() {
  return (
    <div className="console-help">
      <p>
        Each chosen event about a submission of a chosen kind is sent to the URL as a JSON <code>POST</code>:{' '}
        <code>submission.created</code> (its fields and a link to it here; never the resume),{' '}
        <code>submission.updated</code> (its new status or assignee) and <code>submission.erased</code> (its
        number only). Anything but a 2xx answer within a few seconds is tried again, for a day.{' '}
        <strong>Send test event</strong> sends one signed <code>test</code> event now and shows the answer.
        Events are signed as{' '}
        <a href="https://www.standardwebhooks.com/" target="_blank" rel="noopener noreferrer">
          Standard Webhooks
        </a>{' '}
        specifies:
      </p>
      <dl className="console-help-list">
        <div>
          <dt>
            <code>webhook-id</code>
          </dt>
          <dd>the event’s id, the same on every retry (drop repeats);</dd>
        </div>
        <div>
          <dt>
            <code>webhook-timestamp</code>
          </dt>
          <dd>when it was sent, in Unix seconds (refuse old ones);</dd>
        </div>
        <div>
          <dt>
            <code>webhook-signature</code>
          </dt>
          <dd>
            <code>v1,</code> and the base64 HMAC-SHA256 of <code>id.timestamp.body</code>, keyed with the
            secret.
          </dd>
        </div>
      </dl>
      <p>Check them with a Standard Webhooks library and the endpoint’s secret before trusting the body.</p>
    </div>
  );
}

function WebhookItem({ endpoint }: { endpoint: WebhookEndpointView }) {
  const client = useQueryClient();
  const headingId = useId();
  const done = () => client.invalidateQueries({ queryKey: keys.webhooks });
  const change = useMutation({
    mutationFn: (body: { enabled?: boolean; rotateSecret?: boolean }) => updateWebhook(endpoint.id, body),
    onSuccess: done,
  });
  const remove = useMutation({ mutationFn: () => deleteWebhook(endpoint.id), onSuccess: done });
  const test = useMutation({ mutationFn: () => testWebhook(endpoint.id) });
  const kinds = SUBMISSION_KINDS.filter((kind) => endpoint.kinds.includes(kind));
  const events = WEBHOOK_EVENTS.filter((event) => endpoint.events.includes(event));
  const changed = change.variables?.rotateSecret ? 'New secret made.' : 'Saved.';
  return (
    <li
      className={endpoint.enabled ? 'console-webhook' : 'console-webhook is-disabled'}
      aria-labelledby={headingId}
    >
      <div className="console-webhook-head">
        <h3 id={headingId} className="console-webhook-url">
          {endpoint.url}
        </h3>
        <span
          className={
            endpoint.enabled ? 'console-state console-state-sent' : 'console-state console-state-skipped'
          }
        >
          {endpoint.enabled ? 'Enabled' : 'Disabled'}
        </span>
      </div>
      <p className="console-muted">
        {kinds.map((kind) => SUBMISSION_KIND_LABELS[kind]).join(', ')} · added{' '}
        <DateTime iso={endpoint.createdAt} />
      </p>
      <p className="console-muted">Events: {events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(', ')}</p>
      <div className="console-secret-row">
        <span className="console-secret-label">Secret</span>
        <code className="console-secret">{endpoint.secret}</code>
        <CopyButton text={endpoint.secret} label="Copy secret" />
      </div>
      <div className="console-actions">
        <button
          type="button"
          className="button button-outline console-small"
          onClick={() => change.mutate({ enabled: !endpoint.enabled })}
          disabled={change.isPending || remove.isPending}
          aria-describedby={headingId}
        >
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </button>
        <button
          type="button"
          className="button button-outline console-small"
          onClick={() => test.mutate()}
          disabled={test.isPending}
          aria-describedby={headingId}
        >
          {test.isPending ? 'Sending…' : 'Send test event'}
        </button>
        <ConfirmButton
          label="Rotate secret"
          title="Make a new secret?"
          description={`The old secret of ${endpoint.url} stops working at once: put the new one into the receiver right after.`}
          confirmLabel="Make a new secret"
          onConfirm={() => change.mutate({ rotateSecret: true })}
          pending={change.isPending && !!change.variables?.rotateSecret}
          small
          quiet
        />
        <ConfirmButton
          label="Delete"
          title="Delete this webhook?"
          description={`No more events are sent to ${endpoint.url}; its queued deliveries are skipped.`}
          confirmLabel="Delete for good"
          onConfirm={() => remove.mutate()}
          pending={remove.isPending}
          small
        />
      </div>
      {change.isSuccess && !change.isPending ? <Notice tone="success">{changed}</Notice> : null}
      {test.data && !test.isPending ? (
        <Notice tone={test.data.ok ? 'success' : 'warning'}>
          {test.data.ok ? 'Test event delivered' : 'Test event not accepted'}: {test.data.detail}
        </Notice>
      ) : null}
      <ErrorNotice error={change.error ?? remove.error ?? test.error} />
    </li>
  );
}

const NEW_WEBHOOK: WebhookValues = {
  url: '',
  kinds: [...SUBMISSION_KINDS],
  events: [...WEBHOOK_EVENTS],
  enabled: true,
};

/** What the server accepts, as it says (WEBHOOK_REQUIRE_HTTPS, WEBHOOK_ALLOW_PRIVATE_NETWORKS). */
export function urlHint({ requireHttps, allowPrivateNetworks }: WebhookUrlPolicy): string {
  const scheme = requireHttps ? 'https:// only.' : 'http:// or https://.';
  const networks = allowPrivateNetworks
    ? 'Loopback, private and link-local addresses are allowed on this server.'
    : 'Loopback, private and link-local addresses are refused.';
  return `${scheme} ${networks}`;
}

function NewWebhook({ full, urlPolicy }: { full: boolean; urlPolicy: WebhookUrlPolicy }) {
  const client = useQueryClient();
  const form = useForm<WebhookValues>({
    resolver: yupResolver(webhookSchema),
    // Checked on Add (then as typed), as the recipients.
    defaultValues: NEW_WEBHOOK,
  });
  const create = useMutation({
    mutationFn: createWebhook,
    onSuccess: async () => {
      form.reset(NEW_WEBHOOK);
      await client.invalidateQueries({ queryKey: keys.webhooks });
    },
    onError: (error) => placeServerErrors(form, error, ['url', 'kinds', 'events', 'enabled'] as const),
  });
  return (
    <section aria-labelledby="new-webhook" className="console-panel">
      <h2 id="new-webhook">Add a webhook</h2>
      <Form
        form={form}
        onSubmit={(values) =>
          create.mutate({
            url: values.url,
            kinds: values.kinds,
            events: values.events,
            enabled: values.enabled,
          })
        }
        className="console-form"
        aria-label="Add a webhook"
      >
        <TextField
          name="url"
          label="URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={ADMIN_LIMITS.webhookUrlMax}
          hint={urlHint(urlPolicy)}
        />
        <Choices
          name="kinds"
          legend="Kinds"
          options={SUBMISSION_KINDS}
          label={(kind) => SUBMISSION_KIND_LABELS[kind]}
        />
        {/* All events by default. */}
        <Choices
          name="events"
          legend="Events"
          options={WEBHOOK_EVENTS}
          label={(event) => (
            <>
              {WEBHOOK_EVENT_LABELS[event]} (<code>{event}</code>)
            </>
          )}
        />
        <div className="console-check">
          <input id="new-webhook-enabled" type="checkbox" {...form.register('enabled')} />
          <label htmlFor="new-webhook-enabled">Enabled (send events from now on)</label>
        </div>
        <FormMessage message={create.error?.message ?? null} />
        {create.isSuccess ? (
          <Notice tone="success">Webhook added. Copy its secret above into the receiver.</Notice>
        ) : null}
        <SubmitButton
          pending={create.isPending}
          pendingLabel="Adding…"
          disabled={full}
          disabledReason={`At most ${ADMIN_LIMITS.webhookEndpointsMax} webhooks: delete one first.`}
        >
          Add webhook
        </SubmitButton>
      </Form>
    </section>
  );
}

/** Checkboxes of one array field of the endpoint form (its kinds, its events), its message under the group. */
function Choices<Name extends 'kinds' | 'events'>({
  name,
  legend,
  options,
  label,
}: {
  name: Name;
  legend: string;
  options: readonly WebhookValues[Name][number][];
  label: (option: WebhookValues[Name][number]) => ReactNode;
}) {
  const { register, formState } = useFormContext<WebhookValues>();
  const id = useId();
  const error = formState.errors[name];
  const message = formState.isSubmitted ? (error?.message ?? error?.root?.message) : undefined;
  return (
    <fieldset
      className={message ? 'console-fieldset field-invalid' : 'console-fieldset'}
      aria-describedby={`${id}-error`}
    >
      <legend>{legend}</legend>
      <div className="console-checks">
        {options.map((option) => (
          <div className="console-check" key={option}>
            <input id={`${id}-${option}`} type="checkbox" value={option} {...register(name)} />
            <label htmlFor={`${id}-${option}`}>{label(option)}</label>
          </div>
        ))}
      </div>
      <p id={`${id}-error`} className="field-error" role="alert">
        {message ?? null}
      </p>
    </fieldset>
  );
}
