/**
 * The replies staff sent a person from a submission's page, asked through this floor by the access
 * request's export (privacy), so that the privacy domain does not import the replies domain (which
 * implements it).
 */
export interface SentReply {
  at: string;
  /** The operator's name as it was sent. */
  by: string;
  to: string;
  subject: string;
  body: string;
  state: string;
  sentAt: string | null;
}

export interface SubmissionRepliesSource {
  /** Each submission's replies, oldest first; a submission without any is absent. */
  forSubmissions(submissionIds: readonly string[]): Promise<Map<string, SentReply[]>>;
}

export const SUBMISSION_REPLIES = Symbol('SubmissionRepliesSource');
