import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An ALTCHA solution already accepted; kept until its challenge expires so it cannot be replayed. */
@Entity('captcha_solution')
export class CaptchaSolution {
  /** The challenge's signed nonce. */
  @PrimaryColumn({ type: 'varchar' })
  nonce: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', default: () => 'now()' })
  usedAt: Date;
}
