import type { Attribution, FormType } from '@orbitwise/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One accepted AddContactUs call: an enquiry, a Contact page message, an event registration or an IT support request. */
@Entity('enquiry')
export class Enquiry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'form_type', type: 'varchar' })
  formType: FormType;

  @Column({ name: 'user_name', type: 'varchar' })
  userName: string;

  @Column({ type: 'varchar' })
  email: string;

  @Column({ type: 'varchar', nullable: true })
  subject: string | null;

  @Column({ type: 'varchar' })
  number: string;

  @Column({ type: 'varchar', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', nullable: true })
  howdidyoufindus: string | null;

  @Column({ name: 'country_code', type: 'varchar', nullable: true })
  countryCode: string | null;

  @Column({ name: 'is_active', type: 'boolean' })
  isActive: boolean;

  /** An event registration's event (its slug); null for the other forms and registrations stored before. */
  @Column({ name: 'event_slug', type: 'varchar', nullable: true })
  eventSlug: string | null;

  /** An event registration that found the event full and joined its waitlist (it took no place). */
  @Column({ type: 'boolean', default: false })
  waitlisted: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Where it came from, as its form sent it (see contracts' attribution.ts); null when none was sent. */
  @Column({ type: 'jsonb', nullable: true })
  attribution: Attribution | null;
}
