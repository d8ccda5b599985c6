/** Privacy (admin): everything one email address sent (export, erase all) and the retention settings. */
import {
  SUBMISSION_KIND_LABELS,
  SUBMISSION_KINDS,
  ADMIN_LIMITS,
  type RetentionSettings,
} from '@orbitwise/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Form, FormMessage, SubmitButton, TextField } from '~/components/form-kit';
import { yupResolver } from '~/lib/yup-resolver';
import { dataSubjectExportHref, eraseDataSubject, findDataSubject, getRetention, saveRetention } from './api';
import { SubmissionCards } from './submission-cards';
import { keys } from './query';
import { emailSchema, type EmailValues } from './schemas';
import { ConfirmButton, ErrorNotice, Loading, Notice } from './ui';

export function PrivacyScreen() {
  return (
    <>
      <h1>Privacy and retention</h1>
      <DataSubject />
      <Retention />
    </>
  );
}

function DataSubject() {
  const client = useQueryClient();
  const [email, setEmail] = useState<string | null>(null);
  const form = useForm<EmailValues>({
    resolver: yupResolver(emailSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const found = useQuery({
    queryKey: keys.dataSubject(email ?? ''),
    queryFn: () => findDataSubject(email!),
    enabled: !!email,
  });
  const erase = useMutation({
    mutationFn: () => eraseDataSubject(email!),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.dataSubject(email!) }),
        client.invalidateQueries({ queryKey: keys.submissionLists }),
        client.invalidateQueries({ queryKey: keys.dashboard }),
      ]),
  });
  return (
    <section aria-labelledby="privacy-subject" className="console-panel">
      <h2 id="privacy-subject">A person’s data</h2>
      <p className="console-muted">
        Find everything one email address sent, in every kind, to export it or erase it.
      </p>
      <Form
        form={form}
        onSubmit={(values) => {
          erase.reset();
          setEmail(values.email);
        }}
        className="console-form console-inline-form"
        aria-label="Find by email"
      >
        <TextField name="email" label="Email address" type="email" autoComplete="off" />
        <SubmitButton pending={found.isFetching}>Find</SubmitButton>
      </Form>
      {found.isFetching ? <Loading /> : null}
      <ErrorNotice error={found.error} />
      {erase.data ? (
        <Notice tone="success">Erased {erase.data.erased} submission(s) and their files.</Notice>
      ) : null}
      <ErrorNotice error={erase.error} />
      {found.data ? (
        <>
          <p>
            {found.data.items.length} submission(s) from <strong>{found.data.email}</strong>.
          </p>
          {found.data.items.length ? (
            <>
              <SubmissionCards items={found.data.items} />
              <div className="console-actions">
                <a className="button button-outline" href={dataSubjectExportHref(found.data.email)} download>
                  Export JSON
                </a>
                <ConfirmButton
                  label="Erase all"
                  title={`Erase everything from ${found.data.email}?`}
                  description={`${found.data.items.length} submission(s), their notes and files are erased for good.`}
                  confirmLabel="Erase for good"
                  onConfirm={() => erase.mutate()}
                  pending={erase.isPending}
                />
              </div>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function Retention() {
  const client = useQueryClient();
  const current = useQuery({ queryKey: keys.retention, queryFn: getRetention });
  const save = useMutation({
    mutationFn: saveRetention,
    onSuccess: (saved) => {
      if (saved) client.setQueryData(keys.retention, saved);
      return Promise.all([
        client.invalidateQueries({ queryKey: keys.retention }),
        client.invalidateQueries({ queryKey: keys.dashboard }),
      ]);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = {} as RetentionSettings;
    for (const kind of SUBMISSION_KINDS) {
      const value = String(data.get(kind) ?? '').trim();
      next[kind] = value ? Number(value) : null;
    }
    save.mutate(next);
  };
  const { retentionDaysMin: min, retentionDaysMax: max } = ADMIN_LIMITS;
  return (
    <section aria-labelledby="privacy-retention" className="console-panel">
      <h2 id="privacy-retention">Retention</h2>
      <p className="console-muted">
        Days each kind is kept before the daily job erases it with its files ({min}–{max}); empty keeps it
        until erased by hand.
      </p>
      {current.isPending ? <Loading /> : null}
      <ErrorNotice error={current.error} />
      {current.data ? (
        <form
          key={JSON.stringify(current.data)}
          className="console-form console-form-grid"
          onSubmit={submit}
          aria-label="Retention"
        >
          {SUBMISSION_KINDS.map((kind) => (
            <div className="console-field" key={kind}>
              <label htmlFor={`retention-${kind}`}>{SUBMISSION_KIND_LABELS[kind]} (days)</label>
              <input
                id={`retention-${kind}`}
                name={kind}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                step={1}
                defaultValue={current.data[kind] ?? ''}
              />
            </div>
          ))}
          <div className="console-actions">
            <button type="submit" className="button" disabled={save.isPending}>
              Save retention
            </button>
          </div>
          {save.isSuccess ? <Notice tone="success">Retention saved.</Notice> : null}
          <FormMessage message={save.error?.message ?? null} />
        </form>
      ) : null}
    </section>
  );
}
