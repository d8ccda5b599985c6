import type { Attribution } from '@orbitwise/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One accepted AddUserSubscription call. */
@Entity('subscription')
export class Subscription {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar' })
  email: string;

  @Column({ name: 'user_activation_date', type: 'timestamptz' })
  userActivationDate: Date;

  @Column({ name: 'is_active', type: 'boolean' })
  isActive: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Where it came from, as its form sent it (see contracts' attribution.ts); null when none was sent. */
  @Column({ type: 'jsonb', nullable: true })
  attribution: Attribution | null;

  /** `pending` until its owner confirms (double opt-in); see the NewsletterConsent migration. */
  @Column({ type: 'varchar', length: 24 })
  state: SubscriberState;

  /** The consent record: which form, from which page (when the browser said), which consent wording. */
  @Column({ name: 'consent_form', type: 'varchar', nullable: true })
  consentForm: string | null;

  @Column({ name: 'consent_page', type: 'varchar', nullable: true })
  consentPage: string | null;

  @Column({ name: 'consent_wording', type: 'varchar', nullable: true })
  consentWording: string | null;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;
}

export type SubscriberState = 'pending' | 'confirmed' | 'unsubscribed' | 'unconfirmed-legacy';
