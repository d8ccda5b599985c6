import type { SubmissionKind, SubmissionStatus } from '@orbitwise/contracts/admin';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The inbox's envelope of one submission of any kind, written by AFTER INSERT triggers on the three
 * submission tables (see the CreateConsole migration); the inbox only changes its triage state.
 */
@Entity('submission')
export class Submission {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar' })
  kind: SubmissionKind;

  @Column({ name: 'enquiry_id', type: 'bigint', nullable: true })
  enquiryId: string | null;

  @Column({ name: 'career_application_id', type: 'bigint', nullable: true })
  careerApplicationId: string | null;

  @Column({ name: 'subscription_id', type: 'bigint', nullable: true })
  subscriptionId: string | null;

  @Column({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'varchar' })
  email: string;

  @Column({ type: 'varchar', nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', nullable: true })
  subject: string | null;

  /** Lower-cased name, email, phone, subject and message, under a trigram index. */
  @Column({ name: 'search_text', type: 'text' })
  searchText: string;

  @Column({ type: 'varchar', default: 'new' })
  status: SubmissionStatus;

  @Column({ name: 'assignee_id', type: 'uuid', nullable: true })
  assigneeId: string | null;
}
