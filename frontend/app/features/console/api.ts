/**
 * The console's calls to the admin API, one function each, over the site's one HTTP client. Paths,
 * payloads and limits come from the contract (`@orbitwise/contracts`, admin.ts).
 */
import {
  ADMIN_API,
  type AddNoteRequest,
  type ConsoleSubmissionDetail,
  type AuditListResponse,
  type AuditQuery,
  type CreateOperatorRequest,
  type CreateWebhookRequest,
  type DashboardResponse,
  type DeliveryListResponse,
  type DeliveryView,
  type DataSubjectErasureResponse,
  type DataSubjectResponse,
  type LoginRequest,
  type LoginResponse,
  type NotificationHealth,
  type NotificationSettings,
  type NotificationSettingsResponse,
  type OperatorListResponse,
  type OperatorView,
  type PasswordChangeRequest,
  type ReauthenticationRequest,
  type RecoveryCodesResponse,
  type ResendTarget,
  type RetentionSettings,
  type SessionResponse,
  type SetupLinkStatus,
  type SetupRequest,
  type SubmissionDetail,
  type SubmissionFilters,
  type SubmissionListResponse,
  type SubmissionNote,
  type TwoFactorEnrolmentResponse,
  type UpdateOperatorRequest,
  type UpdateSubmissionRequest,
  type UpdateWebhookRequest,
  type WebhookEndpointView,
  type WebhookListResponse,
  type WebhookTestResult,
  REPLY_API,
  type ReplyTemplate,
  type ReplyTemplateListResponse,
  type ReplyTemplateRequest,
  type SendReplyRequest,
  type SubmissionReply,
  type SubmissionReplyListResponse,
} from '@orbitwise/contracts/admin';
import { ANALYTICS_PATHS, type AnalyticsReport } from '@orbitwise/contracts/analytics';
import {
  INTEGRATION_ADMIN_API,
  type CreateIntegrationKeyRequest,
  type IntegrationKeyListResponse,
  type IntegrationKeySecretResponse,
  type IntegrationKeyView,
} from '@orbitwise/contracts/integrations';
import { ApiError, withQuery } from '~/lib/api-client';
// Privileged calls refused for an old sign-in ask for a step-up and are sent again.
import { request } from './step-up-request';

/** Who is signed in, or null when nobody is (401). */
export async function getSession(): Promise<SessionResponse | null> {
  try {
    return await request<SessionResponse>(ADMIN_API.session);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const signIn = (body: LoginRequest) =>
  request<LoginResponse>(ADMIN_API.session, { method: 'POST', body });
export const signInSecondFactor = (code: string) =>
  request<LoginResponse>(ADMIN_API.sessionTwoFactor, { method: 'POST', body: { code } });
export const signOut = () => request<void>(ADMIN_API.session, { method: 'DELETE' });
export const completeSetup = (body: SetupRequest) =>
  request<unknown>(ADMIN_API.setup, { method: 'POST', body });
/** Whether the setup link still works (read-only: the link is not spent). */
export const getSetupLinkStatus = (token: string) =>
  request<SetupLinkStatus>(ADMIN_API.setup, { query: { token } });

export const changePassword = (body: PasswordChangeRequest) =>
  request<void>(ADMIN_API.accountPassword, { method: 'POST', body });
export const startTwoFactorEnrolment = () =>
  request<TwoFactorEnrolmentResponse>(ADMIN_API.accountTwoFactorEnrolment, { method: 'POST' });
export const confirmTwoFactor = (code: string) =>
  request<RecoveryCodesResponse>(ADMIN_API.accountTwoFactor, { method: 'POST', body: { code } });
/** Step-up: the password and a current code (spent). */
export const regenerateRecoveryCodes = (body: ReauthenticationRequest) =>
  request<RecoveryCodesResponse>(ADMIN_API.accountRecoveryCodes, { method: 'POST', body });
export const disableTwoFactor = (body: ReauthenticationRequest) =>
  request<void>(ADMIN_API.accountTwoFactor, { method: 'DELETE', body });

export const getDashboard = () => request<DashboardResponse>(ADMIN_API.dashboard);
/** The site's page analytics over `from`–`to` (YYYY-MM-DD, both included). */
export const getAnalyticsReport = (period: { from: string; to: string }, signal?: AbortSignal) =>
  request<AnalyticsReport>(ANALYTICS_PATHS.report, { query: { from: period.from, to: period.to }, signal });

export const listSubmissions = (filters: SubmissionFilters, cursor?: string, signal?: AbortSignal) =>
  request<SubmissionListResponse>(ADMIN_API.submissions, { query: { ...filters, cursor }, signal });
export const getSubmission = (id: string) => request<ConsoleSubmissionDetail>(ADMIN_API.submission(id));
export const updateSubmission = (id: string, body: UpdateSubmissionRequest) =>
  request<SubmissionDetail | undefined>(ADMIN_API.submission(id), { method: 'PATCH', body });
export const deleteSubmission = (id: string) => request<void>(ADMIN_API.submission(id), { method: 'DELETE' });
export const addNote = (id: string, body: AddNoteRequest) =>
  request<SubmissionNote | undefined>(ADMIN_API.submissionNotes(id), { method: 'POST', body });

export const listReplies = (id: string) => request<SubmissionReplyListResponse>(REPLY_API.replies(id));
export const sendReply = (id: string, body: SendReplyRequest) =>
  request<SubmissionReply>(REPLY_API.replies(id), { method: 'POST', body });
export const listReplyTemplates = () => request<ReplyTemplateListResponse>(REPLY_API.templates);
export const createReplyTemplate = (body: ReplyTemplateRequest) =>
  request<ReplyTemplate>(REPLY_API.templates, { method: 'POST', body });
export const updateReplyTemplate = (id: string, body: ReplyTemplateRequest) =>
  request<ReplyTemplate>(REPLY_API.template(id), { method: 'PUT', body });
export const deleteReplyTemplate = (id: string) =>
  request<void>(REPLY_API.template(id), { method: 'DELETE' });

/** The export of the current filter, downloaded by the browser itself (streamed by the API). */
export const exportHref = (filters: SubmissionFilters, format: 'csv' | 'json') =>
  withQuery(ADMIN_API.submissionsExport, { ...filters, format });
export const resumeHref = (id: string, inline = false) =>
  withQuery(ADMIN_API.submissionResume(id), { disposition: inline ? 'inline' : undefined });

export const listOperators = () => request<OperatorListResponse>(ADMIN_API.operators);
export const createOperator = (body: CreateOperatorRequest) =>
  request<OperatorView>(ADMIN_API.operators, { method: 'POST', body });
export const updateOperator = (id: string, body: UpdateOperatorRequest) =>
  request<OperatorView>(ADMIN_API.operator(id), { method: 'PATCH', body });
export const endOperatorSessions = (id: string) =>
  request<void>(ADMIN_API.operatorSessions(id), { method: 'DELETE' });

export const listAudit = (query: AuditQuery, signal?: AbortSignal) =>
  request<AuditListResponse>(ADMIN_API.audit, { query: { ...query }, signal });

export const findDataSubject = (email: string) =>
  request<DataSubjectResponse>(ADMIN_API.dataSubject, { query: { email } });
export const dataSubjectExportHref = (email: string) => withQuery(ADMIN_API.dataSubjectExport, { email });
export const eraseDataSubject = (email: string) =>
  request<DataSubjectErasureResponse>(ADMIN_API.dataSubject, { method: 'DELETE', query: { email } });

export const getRetention = () => request<RetentionSettings>(ADMIN_API.retention);
export const saveRetention = (body: RetentionSettings) =>
  request<RetentionSettings>(ADMIN_API.retention, { method: 'PUT', body });

export const listDeliveries = (id: string) =>
  request<DeliveryListResponse>(ADMIN_API.submissionDeliveries(id));
/**
 * Queues the delivery again (state pending); 409 while the submission is held as spam. An e-mail goes
 * only to the recipients it did not reach, unless `to` is `all`.
 */
export const resendDelivery = (id: string, deliveryId: string, to: ResendTarget = 'failed') =>
  request<DeliveryView>(ADMIN_API.deliveryResend(id, deliveryId), {
    method: 'POST',
    body: {},
    query: to === 'all' ? { to } : {},
  });
export const getNotificationHealth = () => request<NotificationHealth>(ADMIN_API.notificationHealth);
export const getNotificationSettings = () =>
  request<NotificationSettingsResponse>(ADMIN_API.notificationSettings);
export const saveNotificationSettings = (body: NotificationSettings) =>
  request<NotificationSettingsResponse>(ADMIN_API.notificationSettings, { method: 'PUT', body });

export const listWebhooks = () => request<WebhookListResponse>(ADMIN_API.webhooks);
export const createWebhook = (body: CreateWebhookRequest) =>
  request<WebhookEndpointView>(ADMIN_API.webhooks, { method: 'POST', body });
export const updateWebhook = (id: string, body: UpdateWebhookRequest) =>
  request<WebhookEndpointView>(ADMIN_API.webhook(id), { method: 'PATCH', body });
export const deleteWebhook = (id: string) => request<void>(ADMIN_API.webhook(id), { method: 'DELETE' });
export const testWebhook = (id: string) =>
  request<WebhookTestResult>(ADMIN_API.webhookTest(id), { method: 'POST' });

export const listIntegrationKeys = () => request<IntegrationKeyListResponse>(INTEGRATION_ADMIN_API.keys);
/** The answer holds the secret: the only time it is ever shown. */
export const createIntegrationKey = (body: CreateIntegrationKeyRequest) =>
  request<IntegrationKeySecretResponse>(INTEGRATION_ADMIN_API.keys, { method: 'POST', body });
export const rollIntegrationKey = (id: string) =>
  request<IntegrationKeySecretResponse>(INTEGRATION_ADMIN_API.roll(id), { method: 'POST' });
export const revokeIntegrationKey = (id: string) =>
  request<IntegrationKeyView>(INTEGRATION_ADMIN_API.revoke(id), { method: 'POST' });
