/** The replies' job queue (pg-boss): one job per reply; its first job's id is the reply's. */
export const REPLY_QUEUE = 'replies.send';

export interface SendReplyJob {
  replyId: string;
}
