import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { BackupConfig } from '../config/env';
import { ArchiveError, ArchiveKeyError } from './archive-error';
import { scryptRecipient } from './scrypt-recipient';

/** How archives are encrypted (age, https://age-encryption.org): to public keys, or with a passphrase. */
export interface ArchiveKeys {
  recipients: string[];
  identity: string | undefined;
  passphrase: string | undefined;
}

export function keysOf(config: BackupConfig): ArchiveKeys {
  return { recipients: config.ageRecipients, identity: config.ageIdentity, passphrase: config.passphrase };
}

/** Every age file starts with this line. */
const AGE_MAGIC = Buffer.from('age-encryption.org/v1\n');

// age-encryption is an ES module: import() keeps it loadable from this CommonJS build.
const loadAge = () => import('age-encryption');

type WebBytes = WebReadableStream<Uint8Array>;

/** Turns the archive's plain bytes into the bytes stored. */
export type Encryption = (plain: Readable) => Promise<Readable>;

/**
 * The archive's encryption, or undefined when `keys` ask for none. Every key is checked here, before
 * any stream exists: a setting that is not an age key fails the backup with a line naming it.
 */
export async function archiveEncryption(keys: ArchiveKeys): Promise<Encryption | undefined> {
  if (!keys.passphrase && keys.recipients.length === 0 && !keys.identity) return undefined;
  const age = await loadAge();
  const encrypter = new age.Encrypter();
  if (keys.passphrase) encrypter.addRecipient(scryptRecipient(keys.passphrase, age.Stanza));
  else {
    const recipients = [...keys.recipients];
    if (keys.identity) recipients.push(await publicKeyOf(keys.identity));
    for (const recipient of new Set(recipients)) {
      try {
        encrypter.addRecipient(recipient);
      } catch (error) {
        throw new ArchiveKeyError(
          `BACKUP_AGE_RECIPIENTS holds a value that is not an age public key (age1…): ${reasonWithout(error, recipient)}.`,
        );
      }
    }
  }
  return async (plain) => {
    const encrypted = await encrypter.encrypt(Readable.toWeb(plain) as unknown as ReadableStream<Uint8Array>);
    return Readable.fromWeb(encrypted as unknown as WebBytes);
  };
}

async function publicKeyOf(identity: string): Promise<string> {
  const age = await loadAge();
  try {
    return await age.identityToRecipient(identity);
  } catch (error) {
    throw malformedIdentity(error, identity);
  }
}

function malformedIdentity(error: unknown, identity: string): ArchiveKeyError {
  return new ArchiveKeyError(
    `BACKUP_AGE_IDENTITY is not an age secret key (AGE-SECRET-KEY-1…): ${reasonWithout(error, identity)}.`,
  );
}

/** The library's reason, without the key it may quote. */
function reasonWithout(error: unknown, key: string): string {
  const reason = error instanceof Error ? error.message : String(error);
  return key ? reason.replaceAll(key, 'the key') : reason;
}

/**
 * The archive's plain bytes. An encrypted archive needs BACKUP_AGE_IDENTITY or BACKUP_PASSPHRASE, and
 * one that does not open with it is refused here, before anything is written.
 */
export async function decryptingStream(archive: Readable, keys: ArchiveKeys): Promise<Readable> {
  const { head, rest } = await peek(archive, AGE_MAGIC.length);
  if (!head.equals(AGE_MAGIC)) return rest;
  if (!keys.identity && !keys.passphrase)
    throw new ArchiveError(
      'The archive is encrypted: set BACKUP_AGE_IDENTITY or BACKUP_PASSPHRASE to restore it.',
    );
  const age = await loadAge();
  const decrypter = new age.Decrypter();
  if (keys.identity) {
    try {
      decrypter.addIdentity(keys.identity);
    } catch (error) {
      throw malformedIdentity(error, keys.identity);
    }
  }
  if (keys.passphrase) decrypter.addPassphrase(keys.passphrase);
  try {
    const plain = await decrypter.decrypt(Readable.toWeb(rest) as unknown as ReadableStream<Uint8Array>);
    return Readable.fromWeb(plain as unknown as WebBytes);
  } catch (error) {
    throw new ArchiveError(`The archive does not open with the key given (${(error as Error).message}).`);
  }
}

/** The first `length` bytes of `stream`, and a stream of all of its bytes, those included. */
async function peek(stream: Readable, length: number): Promise<{ head: Buffer; rest: Readable }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const taken: Buffer[] = [];
  let size = 0;
  while (size < length) {
    const next = await iterator.next();
    if (next.done) break;
    taken.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(taken);
  async function* all() {
    yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: head.subarray(0, length), rest: Readable.from(all()) };
}
