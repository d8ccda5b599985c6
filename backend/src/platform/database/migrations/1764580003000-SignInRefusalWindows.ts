import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * - `client_network(inet)`: the unit sign-in throttling counts an address in: an IPv4 address alone,
 *   an IPv4-mapped IPv6 address as that IPv4 address, any other IPv6 address as its /64 (one
 *   subscriber's share: counting its 2^64 addresses one by one would let it guess without limit).
 *   `login_failure.ip` now holds this unit.
 * - `audit_refusal_window` (audit domain): refused (429) sign-ins of one account from one such unit in
 *   one window are one `audit_log` entry (its first) and a count kept here, since audit_log rows
 *   never change; the log is no longer lengthened by each refused guess.
 */
export class SignInRefusalWindows1764580003000 implements MigrationInterface {
  name = 'SignInRefusalWindows1764580003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION client_network(address inet) RETURNS inet
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN CASE
        WHEN family(address) = 6 AND address << inet '::ffff:0.0.0.0/96'
          THEN inet '0.0.0.0' + (host(address)::inet - inet '::ffff:0.0.0.0')
        WHEN family(address) = 6 THEN network(set_masklen(address, 64))::inet
        ELSE host(address)::inet
      END`);
    await queryRunner.query('UPDATE login_failure SET ip = client_network(ip) WHERE ip IS NOT NULL');
    await queryRunner.query(`
      CREATE TABLE audit_refusal_window (
        audit_id bigint PRIMARY KEY REFERENCES audit_log (id),
        target varchar(100) NOT NULL,
        network inet,
        window_start timestamptz NOT NULL,
        refusals integer NOT NULL DEFAULT 1,
        UNIQUE NULLS NOT DISTINCT (target, network, window_start)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE audit_refusal_window');
    await queryRunner.query('DROP FUNCTION client_network(inet)');
  }
}
