/** The notifications domain's job queues (pg-boss). */
export const NOTIFICATION_QUEUES = {
  /** Queues every delivery not queued yet; sent after each submission, and every minute. */
  relay: 'notifications.relay',
  /** Tries one delivery; retried with backoff. Data: DeliverJob. */
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
}
