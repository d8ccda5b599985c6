/**
 * The console's server state: one TanStack Query client, its keys, and what a 401 from any call
 * means (the session ended, e.g. after the idle timeout): the session is dropped and the shell sends
 * the operator to the login page with a message.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { AuditQuery, SubmissionFilters } from '@orbitwise/contracts/admin';
import { ApiError } from '~/lib/api-client';

export const keys = {
  session: ['session'] as const,
  companyName: ['company-name'] as const,
  dashboard: ['dashboard'] as const,
  analytics: (from: string, to: string) => ['analytics', from, to] as const,
  submissionLists: ['submissions'] as const,
  submissions: (filters: SubmissionFilters) => ['submissions', filters] as const,
  submission: (id: string) => ['submission', id] as const,
  deliveries: (id: string) => ['submission', id, 'deliveries'] as const,
  replies: (id: string) => ['submission', id, 'replies'] as const,
  replyTemplates: ['reply-templates'] as const,
  operators: ['operators'] as const,
  audit: (query: AuditQuery) => ['audit', query] as const,
  retention: ['retention'] as const,
  dataSubject: (email: string) => ['data-subject', email] as const,
  notificationHealth: ['notification-health'] as const,
  notificationSettings: ['notification-settings'] as const,
  webhooks: ['webhooks'] as const,
  integrationKeys: ['integration-keys'] as const,
};

/** Set when a call was refused with 401 while signed in; cleared by the next sign-in. */
let sessionEnded = false;
export const sessionHasEnded = () => sessionEnded;
export function setSessionEnded(ended: boolean): void {
  sessionEnded = ended;
}

export function createQueryClient(): QueryClient {
  const onError = (error: unknown, meta?: Record<string, unknown>) => {
    if (!(error instanceof ApiError) || error.status !== 401 || meta?.signIn) return;
    if (client.getQueryData(keys.session)) sessionEnded = true;
    client.setQueryData(keys.session, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => onError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        // A refusal (4xx) will not change by asking again; a network or server failure might.
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
  return client;
}
