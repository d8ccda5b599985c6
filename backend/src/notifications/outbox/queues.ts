/** The notifications domain's job queues (pg-boss). */
export const NOTIFICATION_QUEUES = {
  /** Queues every delivery not queued yet; sent after each submission, and every minute. */
  relay: 'notifications.relay',
  /** The first tries of a batch of deliveries, made by the relay. Data: FirstTriesJob. */
  firstTries: 'notifications.first-tries',
  /** Tries one delivery (its retries, a Resend); retried with backoff. Data: DeliverJob. */
  deliver: 'notifications.deliver',
  /** Tells the admins that a delivery failed for good. Data: DeliverJob. */
  alert: 'notifications.alert',
  /** Tells the admins about an operations problem (a failed or missing backup). Data: AdminAlertJob. */
  adminAlert: 'notifications.admin-alert',
} as const;

/** An operations alert for the admins: plain text, never personal data. */
export interface AdminAlertJob {
  subject: string;
  text: string;
  /** Names this alert in its Message-ID, so a receiving system drops a retried duplicate. */
  key: string;
}

export interface DeliverJob {
  deliveryId: string;
  /** Tries made before this job (1 when the first try, in a batch, failed); counted in the limit. */
  triesBefore?: number;
}

export interface FirstTriesJob {
  deliveryIds: string[];
}
