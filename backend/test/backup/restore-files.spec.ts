import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Manifest } from '../../src/backup/archive';
import { ArchiveError } from '../../src/backup/archive-error';
import { inspectStores, replaceDiffering, restoreMedia } from '../../src/backup/restore-files';
import { DiskMediaStore } from '../../src/storage/disk-media-store';
import { DiskResumeStore } from '../../src/storage/disk-resume-store';
import { testConfig } from '../test-app';

const runDir = () => process.env.TEST_RUN_DIR ?? tmpdir();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** An unpacked archive holding image files (and no resume), as restore sees it after the checks. */
async function unpacked(files: Record<string, Buffer>): Promise<{ folder: string; manifest: Manifest }> {
  const folder = await mkdtemp(path.join(runDir(), 'unpacked-'));
  await mkdir(path.join(folder, 'media'));
  const media: NonNullable<Manifest['media']> = [];
  const checksums: Record<string, string> = {};
  for (const [key, bytes] of Object.entries(files)) {
    await writeFile(path.join(folder, 'media', key), bytes);
    media.push({ key, size: bytes.length, part: `media/${key}` });
    checksums[`media/${key}`] = sha256(bytes);
  }
  return { folder, manifest: { resumes: [], media, checksums } as unknown as Manifest };
}

describe('Restore compares the image files already stored with the archive', () => {
  const key = (n: number) => `${String(n).repeat(64)}-640.png`;
  const stores = async () => {
    const mediaDir = await mkdtemp(path.join(runDir(), 'media-'));
    const uploadsDir = await mkdtemp(path.join(runDir(), 'uploads-'));
    return {
      mediaDir,
      media: new DiskMediaStore(mediaDir),
      store: new DiskResumeStore(testConfig({ uploadsDir })),
    };
  };

  it('a stored file with other bytes is kept until the swap, then replaced by the archive copy', async () => {
    const archived = { [key(1)]: Buffer.from('archived one'), [key(2)]: Buffer.from('archived two') };
    const { folder, manifest } = await unpacked(archived);
    const { mediaDir, media, store } = await stores();
    await writeFile(path.join(mediaDir, key(1)), 'other bytes');
    await writeFile(path.join(mediaDir, key(2)), archived[key(2)]!);

    const stored = await inspectStores({ store, media }, manifest);
    expect([...stored.media]).toEqual([
      [key(1), 'differs'],
      [key(2), 'same'],
    ]);
    const done = await restoreMedia(media, manifest, folder, stored.media);
    expect(done).toEqual({ written: [], replacements: [key(1)] });
    expect(await readFile(path.join(mediaDir, key(1)), 'utf8')).toBe('other bytes');

    await replaceDiffering({ store, media }, manifest, folder, [], done.replacements);
    expect(await readFile(path.join(mediaDir, key(1)), 'utf8')).toBe('archived one');
  });

  it('a directory under an image file name refuses the restore, naming it', async () => {
    const { manifest } = await unpacked({ [key(3)]: Buffer.from('archived three') });
    const { mediaDir, media, store } = await stores();
    await mkdir(path.join(mediaDir, key(3)));
    const attempt = inspectStores({ store, media }, manifest);
    await expect(attempt).rejects.toThrow(ArchiveError);
    await expect(attempt).rejects.toThrow(`The media store holds a directory named ${key(3)}:`);
  });
});
