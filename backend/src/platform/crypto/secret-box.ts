import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** One AES-256 key and the id stored beside what it encrypts, so that keys can rotate. */
export interface SecretKey {
  id: string;
  key: Buffer;
}

export const SECRET_KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
export const SECRET_KEY_BYTES = 32;

const VERSION = 'gcm1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {}

/**
 * AES-256-GCM (node:crypto) for small secrets at rest, as `gcm1.<key id>.<iv>.<ciphertext>.<tag>`
 * (base64url). The first key seals; every key opens, so old ones stay listed until their secrets are
 * sealed again. `context` (e.g. the owner's id) is authenticated: a sealed value copied to another
 * owner does not open.
 */
export class SecretBox {
  private readonly byId: Map<string, Buffer>;

  constructor(private readonly keys: readonly SecretKey[]) {
    if (keys.length === 0) throw new SecretBoxError('A secret box needs at least one key.');
    this.byId = new Map(keys.map(({ id, key }) => [id, key]));
  }

  get currentKeyId(): string {
    return this.keys[0]!.id;
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys[0]!.key, iv).setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, this.currentKeyId, iv, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Throws SecretBoxError for an unknown key id, a malformed value or a failed authentication. */
  open(sealed: string, context: string): string {
    const parts = sealed.split('.');
    const key = this.byId.get(parts[1] ?? '');
    if (parts.length !== 5 || parts[0] !== VERSION) throw new SecretBoxError('Not a sealed secret.');
    if (!key) throw new SecretBoxError(`No key "${parts[1]}" to open this secret.`);
    const [iv, ciphertext, tag] = parts.slice(2).map((part) => Buffer.from(part, 'base64url'));
    if (iv!.length !== IV_BYTES || tag!.length !== TAG_BYTES)
      throw new SecretBoxError('Not a sealed secret.');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv!, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8')).setAuthTag(tag!);
      return Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError('The secret does not open with its key.');
    }
  }

  /** Whether a stored value is sealed at all (not a value written before encryption). */
  static isSealed(value: string): boolean {
    return value.startsWith(`${VERSION}.`);
  }

  /** Whether a stored value is sealed under the current key (nothing to do on rotation). */
  isCurrent(value: string): boolean {
    return value.startsWith(`${VERSION}.${this.currentKeyId}.`);
  }
}
