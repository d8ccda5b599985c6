import { Module } from '@nestjs/common';
import { NotificationOutbox } from './notification-outbox';

/** What the domains that store submissions need of notifications: the outbox's doorbell, nothing more. */
@Module({ providers: [NotificationOutbox], exports: [NotificationOutbox] })
export class OutboxModule {}
