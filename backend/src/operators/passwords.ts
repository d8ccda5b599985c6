import { Inject, Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { ADMIN_LIMITS } from '@orbitwise/contracts/admin';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';

/** Argon2id (the package's default algorithm) with OWASP's parameters: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const PASSWORD_TOO_SHORT = `Use at least ${ADMIN_LIMITS.passwordMin} characters.`;
export const PASSWORD_TOO_LONG = `Use at most ${ADMIN_LIMITS.passwordMax} characters.`;
export const PASSWORD_IS_EMAIL = 'The password must not be the email address.';
export const PASSWORD_TOO_GUESSABLE = 'This password is too easy to guess.';
export const PASSWORD_BUILT_ON_CONTEXT =
  "It is built on this site's or company's name, or on the account's own name or email.";
export const PASSWORD_WORD_AND_NUMBER =
  'One word with a year, a number or symbols around it (like Summer2026!) is among the first guesses: ' +
  'use a few unrelated words instead.';
/** zxcvbn's 0–4 scale; 3 means about 10^8 guesses or more, "safely unguessable" by its authors' measure. */
export const PASSWORD_MIN_SCORE = 3;
/**
 * Only this many leading characters are estimated: the matcher's work grows steeply with length (a
 * crafted 256-character password costs over a second of CPU), and a strong prefix is strong enough.
 */
const ESTIMATED_LENGTH = 64;

/**
 * Built on first use (the dictionaries take about 0.3 s): the common-password list works offline.
 * The dictionaries are loaded then too, not at start: they hold about 10 MB of words in memory.
 */
let estimator: ZxcvbnFactory | undefined;
function strengthEstimator(): ZxcvbnFactory {
  if (estimator) return estimator;
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded on first use, see above */
  const common = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  const english = require('@zxcvbn-ts/language-en') as typeof import('@zxcvbn-ts/language-en');
  /* eslint-enable @typescript-eslint/no-require-imports */
  estimator = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    maxLength: ESTIMATED_LENGTH,
  });
  return estimator;
}

/** Words of the product itself, which every operator's password would otherwise be tempted by. */
const PRODUCT_WORDS = ['orbitwise', 'orbitwise technologies', 'technologies', 'admin', 'console', 'operator'];
/**
 * The default public host and company name (MAIL_FROM's default): context words even when SITE_ORIGIN
 * is localhost (plain `npm start`), since the site is still Orbitwise's.
 */
const DEFAULT_SITE_HOST = 'www.orbitwise.example';
const DEFAULT_COMPANY = 'Orbitwise Technologies';

/** What the strength rule knows about this site: its company name (MAIL_FROM's) and host (SITE_ORIGIN's). */
export type PasswordContextConfig = Pick<AppConfig, 'siteOrigin'> & {
  notifications: Pick<AppConfig['notifications'], 'mailFrom'>;
};

/** The words of a text (an email, a host, a name), the whole text among them. */
function wordsOf(...texts: string[]): string[] {
  return texts.flatMap((text) => [text, ...text.split(/[^\p{L}\p{N}]+/u)]);
}

/** The site's host and its parent domains (`orbitwise.example`), and MAIL_FROM's company name. */
function siteWords(config: PasswordContextConfig): string[] {
  const domains = [new URL(config.siteOrigin).hostname, DEFAULT_SITE_HOST].flatMap((host) => {
    const labels = host.split('.');
    return labels.map((_, index) => labels.slice(index).join('.'));
  });
  const company = config.notifications.mailFrom.split('<')[0]!;
  return [...PRODUCT_WORDS, ...wordsOf(...domains, company, DEFAULT_COMPANY)];
}

function distinct(words: string[]): string[] {
  const kept = words.map((word) => word.trim().toLowerCase()).filter((word) => word.length > 2);
  return [...new Set(kept)].filter((word) => !['www', 'com', 'org', 'net'].includes(word));
}

/**
 * The Word+year+symbol family (`Summer2026!`, `Welcome@2026!`, `orbitwise.example1`): a single
 * dictionary word, or a context word or host with its dots, with only digits and symbols around it.
 * zxcvbn scores some of them 3, but they are the first rule every cracking tool tries (NIST SP
 * 800-63B's context-specific words).
 */
function isWordWithNumber(password: string, contextWords: string[]): boolean {
  const core = password.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').toLowerCase();
  if (core !== password.toLowerCase() && contextWords.includes(core)) return true;
  const letterRuns = password.match(/\p{L}+/gu) ?? [];
  if (letterRuns.length !== 1 || letterRuns[0] === password) return false;
  const { sequence } = strengthEstimator().check(letterRuns[0]!, contextWords);
  return sequence.length === 1 && sequence[0]!.pattern === 'dictionary';
}

/** Password hashing and the strength rule shared by setup, the operators API, the account and the CLI. */
@Injectable()
export class Passwords {
  private readonly siteWords: string[];

  constructor(@Inject(APP_CONFIG) config: PasswordContextConfig) {
    this.siteWords = siteWords(config);
  }

  /**
   * Verified against when the account does not exist, so that answer takes as long as a wrong
   * password. Made at start, so that not even the first unknown email costs an extra hash.
   */
  private readonly dummyHash: Promise<string> = this.hash(randomBytes(16).toString('hex'));

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  /** False for a wrong password and, after the same work, for a missing account (`null`). */
  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    if (passwordHash === null) {
      await verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  }

  /**
   * Why a new password is refused, or null: its length, the email itself, a low strength estimate
   * (common and breached passwords, patterns, the site's, company's and account's own words), or the
   * Word+year+symbol family.
   */
  problemWith(password: string, email: string, displayName = ''): string | null {
    if (password.length < ADMIN_LIMITS.passwordMin) return PASSWORD_TOO_SHORT;
    if (password.length > ADMIN_LIMITS.passwordMax) return PASSWORD_TOO_LONG;
    if (password.trim().toLowerCase() === email.trim().toLowerCase()) return PASSWORD_IS_EMAIL;
    const contextWords = distinct([...this.siteWords, ...wordsOf(email, displayName)]);
    const { score, feedback, sequence } = strengthEstimator().check(password, contextWords);
    if (score < PASSWORD_MIN_SCORE) {
      const onContext = sequence.some((match) => match.dictionaryName === 'userInputs');
      const reasons = [PASSWORD_TOO_GUESSABLE, onContext ? PASSWORD_BUILT_ON_CONTEXT : null];
      return [...reasons, feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
    }
    // zxcvbn scores some of this family 3: refused by rule.
    if (isWordWithNumber(password, contextWords))
      return `${PASSWORD_TOO_GUESSABLE} ${PASSWORD_WORD_AND_NUMBER}`;
    return null;
  }
}
