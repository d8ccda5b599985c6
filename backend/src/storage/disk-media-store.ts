import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { assertMediaKey, type MediaObject, type MediaStore } from './media-store';

/** The images in a folder (MEDIA_DIR): written to a temporary name, then renamed, so a reader never sees half a file. */
export class DiskMediaStore implements MediaStore {
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    assertMediaKey(key);
    await mkdir(this.dir, { recursive: true });
    const partial = path.join(this.dir, `.${randomUUID()}.part`);
    await writeFile(partial, bytes);
    await rename(partial, path.join(this.dir, key));
  }

  async open(key: string): Promise<MediaObject | null> {
    assertMediaKey(key);
    const file = path.join(this.dir, key);
    try {
      const { size } = await stat(file);
      return { body: createReadStream(file), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertMediaKey(key);
    await rm(path.join(this.dir, key), { force: true });
  }
}
