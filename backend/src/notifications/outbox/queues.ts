/** The notifications domain's job queues (pg-boss). */
export const NOTIFICATION_QUEUES = {
  /** Queues every delivery not queued yet; sent after each submission, and every minute. */
  relay: 'notifications.relay',
  /** Tries one delivery; retried with backoff. Data: DeliverJob. */
  deliver: 'notifications.deliver',
  /** Tells the admins that a delivery failed for good. Data: DeliverJob. */
  alert: 'notifications.alert',
} as const;

export interface DeliverJob {
  deliveryId: string;
}
