import { Injectable } from '@nestjs/common';
import type { Attribution, FormType } from '@orbitwise/contracts';
import { Database } from '../../platform/database/database';
import type { SubmissionStatement } from '../submission-gate';
import { envelopeIdOf, type StoredVerdict } from '../stored-submission';
import type { EventRegistrations } from '../../platform/site/open-positions';
import type { Enquiry } from './enquiry.entity';

export type NewEnquiry = Omit<Enquiry, 'id' | 'createdAt' | 'eventSlug' | 'waitlisted' | 'attribution'>;

/** The event a registration is for: its slug, current capacity (null: no limit), waitlist and end. */
export interface EventPlace {
  slug: string;
  /** What its registrations' subject and description name. */
  title: string;
  capacity: number | null;
  /** When full, further registrations are stored as waitlisted instead of being refused. */
  waitlist: boolean;
  endsAt: Date;
}

/**
 * The statement's verdict. `registrations`: the event's places taken, counting this one when it got
 * one. `waitlisted`: the event was full and the registration was stored on its waitlist.
 */
export interface EnquiryVerdict extends StoredVerdict {
  registrations: number | null;
  waitlisted: boolean;
}

const NO_PLACE_SQL = `place AS (SELECT NULL::int AS registrations FROM spent),
       waiting AS (SELECT 1 WHERE false)`;

/**
 * Takes a place only once the captcha is spent, before the event's end, and while below its capacity.
 * ON CONFLICT DO UPDATE waits for a concurrent registration's lock on the event's count and then
 * decides on its committed value (not the statement's snapshot): N registrations racing for the
 * last K places take exactly K. A place once taken stays taken (an erased registration does not free it).
 * When no place was left and the event keeps a waitlist ($21), the registration joins it (`waiting`):
 * decided on the same locked count, so a registration is either given a place or waitlisted, never both.
 */
const TAKE_PLACE_SQL = `place AS (
         INSERT INTO event_registration_count AS c (event_slug, registrations)
         SELECT $18, 1 FROM spent WHERE $20::timestamptz > now()
         ON CONFLICT (event_slug) DO UPDATE SET registrations = c.registrations + 1
         WHERE $19::int IS NULL OR c.registrations < $19::int
         RETURNING registrations),
       waiting AS (
         SELECT 1 FROM spent WHERE $21::boolean AND $20::timestamptz > now() AND NOT EXISTS (SELECT 1 FROM place))`;

/**
 * A test key's registration (the sandbox) is refused like a live one when the event has ended or is
 * full (or waitlisted like one), but takes no place: a partner's tests never fill a real event.
 */
const CHECK_PLACE_SQL = `seats AS (
         SELECT coalesce(c.registrations, 0) AS registrations FROM spent
         LEFT JOIN event_registration_count c ON c.event_slug = $18
         WHERE $20::timestamptz > now()),
       place AS (SELECT registrations FROM seats WHERE $19::int IS NULL OR registrations < $19::int),
       waiting AS (SELECT 1 FROM seats WHERE $21::boolean AND NOT EXISTS (SELECT 1 FROM place))`;

/** The enquiry table's SQL. */
@Injectable()
export class EnquiriesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Counts the client, spends the captcha and inserts the row in one statement (see SubmissionStatement).
   * For an event registration (`place`), the same statement takes one of the event's places first and
   * inserts the row only when it got one (see {@link EventPlace}). `sandbox`: a test key's submission;
   * `attribution`: where it came from, already checked.
   */
  async insert(
    gate: SubmissionStatement,
    e: NewEnquiry,
    sandbox: boolean,
    attribution: Attribution | null,
    place?: EventPlace,
  ): Promise<EnquiryVerdict> {
    const placeSql = place ? (sandbox ? CHECK_PLACE_SQL : TAKE_PLACE_SQL) : NO_PLACE_SQL;
    const [verdict] = await this.db.query<EnquiryVerdict>(
      `WITH ${gate.sql},
       ${placeSql},
       stored AS (INSERT INTO enquiry
         (form_type, user_name, email, subject, number, description, howdidyoufindus, country_code, is_active,
          sandbox, attribution, event_slug, waitlisted)
       SELECT $7, $8, $9, $10, $11, $12, $13, $14, $15::boolean, $16::boolean, $17::jsonb, ${place ? '$18' : 'NULL'},
              waitlisted
       FROM (SELECT false AS waitlisted FROM place UNION ALL SELECT true FROM waiting) AS decided
       RETURNING id)
       SELECT verdict.*, (SELECT registrations FROM place) AS registrations,
              EXISTS (SELECT 1 FROM waiting) AS waitlisted,
              (SELECT id FROM stored)::text AS "rowId" FROM (${gate.verdict}) AS verdict`,
      [
        ...gate.parameters,
        e.formType,
        e.userName,
        e.email,
        e.subject,
        e.number,
        e.description,
        e.howdidyoufindus,
        e.countryCode,
        e.isActive,
        sandbox,
        attribution,
        ...(place ? [place.slug, place.capacity, place.endsAt, place.waitlist] : []),
      ],
      { prepare: true },
    );
    return verdict!;
  }

  /** The inbox's id of a stored enquiry (see envelopeIdOf). */
  submissionIdOf(rowId: string): Promise<string> {
    return envelopeIdOf(this.db, 'enquiry_id', rowId);
  }

  /** The places each event has taken and the registrations on its waitlist (live ones), by slug. */
  async registrationsOf(eventSlugs: readonly string[]): Promise<Map<string, EventRegistrations>> {
    const rows = await this.db.query<{ slug: string } & EventRegistrations>(
      `SELECT s.slug, coalesce(c.registrations, 0) AS registrations,
              (SELECT count(*)::int FROM enquiry e WHERE e.waitlisted AND e.event_slug = s.slug AND NOT e.sandbox)
                AS waitlisted
       FROM unnest($1::text[]) AS s(slug) LEFT JOIN event_registration_count c ON c.event_slug = s.slug`,
      [eventSlugs],
    );
    return new Map(rows.map(({ slug, ...counts }) => [slug, counts]));
  }

  /** One row as stored; null when there is none. */
  async findById(id: string): Promise<Enquiry | null> {
    const rows = await this.db.query<Enquiry>(
      `SELECT id, form_type AS "formType", user_name AS "userName", email, subject, number, description,
              howdidyoufindus, country_code AS "countryCode", is_active AS "isActive", event_slug AS "eventSlug",
              waitlisted, created_at AS "createdAt", attribution
       FROM enquiry WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Deletes these rows (their inbox envelopes, notes and history cascade); returns how many were. */
  async deleteByIds(ids: readonly string[]): Promise<number> {
    const rows = await this.db.query('DELETE FROM enquiry WHERE id = ANY($1::bigint[]) RETURNING 1', [ids]);
    return rows.length;
  }

  /** Deletes at most `limit` rows of one form received before `before`, oldest first; returns how many. */
  async deleteOlderThan(formType: FormType, before: Date, limit: number): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM enquiry WHERE id IN (
         SELECT id FROM enquiry WHERE form_type = $1 AND created_at < $2 ORDER BY created_at LIMIT $3)
       RETURNING 1`,
      [formType, before, limit],
    );
    return rows.length;
  }
}
