import { createCipheriv, randomBytes, scrypt, type BinaryLike, type ScryptOptions } from 'node:crypto';
import type { Recipient, Stanza } from 'age-encryption';

/** age's default scrypt work factor (log2 N), as its own passphrase recipient uses. */
const LOG_N = 18;
const LABEL = 'age-encryption.org/v1/scrypt';

function deriveKey(passphrase: string, salt: BinaryLike, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(passphrase, salt, 32, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * age's passphrase recipient (the `scrypt` stanza of the age v1 format), with the key derived by
 * node:crypto's scrypt on libuv's thread pool. age-encryption's own derives it in JavaScript on the event
 * loop (N = 2^18: 1 s on an idle core, 3 s on a loaded one), and the daily backup runs inside the API:
 * for that long every visitor's request stood still, and those waiting on PostgreSQL timed out (503).
 * Decrypting (restore, a command of its own) keeps the library's ScryptIdentity.
 */
export function scryptRecipient(passphrase: string, StanzaClass: typeof Stanza): Recipient {
  return {
    async wrapFileKey(fileKey: Uint8Array): Promise<Stanza[]> {
      const salt = randomBytes(16);
      const key = await deriveKey(passphrase, Buffer.concat([Buffer.from(LABEL), salt]), {
        N: 2 ** LOG_N,
        r: 8,
        p: 1,
        maxmem: 2 ** LOG_N * 8 * 128 * 2,
      });
      // The file key sealed with ChaCha20-Poly1305 under an all-zero nonce: body = ciphertext || tag.
      const cipher = createCipheriv('chacha20-poly1305', key, Buffer.alloc(12), { authTagLength: 16 });
      const body = Buffer.concat([cipher.update(fileKey), cipher.final(), cipher.getAuthTag()]);
      const encodedSalt = salt.toString('base64').replace(/=+$/, '');
      return [new StanzaClass(['scrypt', encodedSalt, String(LOG_N)], new Uint8Array(body))];
    },
  };
}
