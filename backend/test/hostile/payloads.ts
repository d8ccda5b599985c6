import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Hostile files for AddCareer, built in memory. */

/** The first bytes of a 64-bit Linux executable, padded to look like a small program. */
export function elfExecutable(): Buffer {
  const header = Buffer.alloc(64);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(header, 0); // \x7fELF, 64-bit, LE, v1
  header.writeUInt16LE(2, 16); // ET_EXEC
  header.writeUInt16LE(0x3e, 18); // x86-64
  return Buffer.concat([header, Buffer.alloc(1024, 0x90)]);
}

/** A Windows PE/DOS executable ("MZ" header and the DOS stub message). */
export function windowsExecutable(): Buffer {
  const header = Buffer.alloc(128);
  header.write('MZ', 0, 'latin1');
  header.writeUInt32LE(0x80, 0x3c); // offset of the PE header
  const stub = Buffer.from('This program cannot be run in DOS mode.\r\r\n$', 'latin1');
  return Buffer.concat([header, Buffer.from('PE\0\0', 'latin1'), stub, Buffer.alloc(512)]);
}

interface ZipEntry {
  name: string;
  /** The bytes as stored in the archive. */
  stored: Buffer;
  /** 0 stored, 8 deflate. */
  method: 0 | 8;
  crc: number;
  uncompressedSize: number;
}

/** A ZIP archive of already-compressed entries, with the sizes and CRCs the caller declares. */
export function zipArchive(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.stored.length, 18);
    local.writeUInt32LE(entry.uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.stored.length, 20);
    central.writeUInt32LE(entry.uncompressedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.stored);
    centrals.push(central, name);
    offset += local.length + name.length + entry.stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function storedEntry(name: string, text: string): ZipEntry {
  const data = Buffer.from(text, 'utf8');
  return { name, stored: data, method: 0, crc: crc32(data), uncompressedSize: data.length };
}

const MIB = 1024 * 1024;

/**
 * A raw deflate stream of `mebibytes` MiB of zeros, about 1 KB per MiB: one fully flushed block of
 * 1 MiB of zeros (it refers to nothing before it) repeated, then an empty final block.
 */
export function deflatedZeros(mebibytes: number): { stream: Buffer; crc: number; size: number } {
  const zeros = Buffer.alloc(MIB);
  const block = deflateRawSync(zeros, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  let crc = 0;
  for (let i = 0; i < mebibytes; i++) crc = crc32(zeros, crc);
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  return {
    stream: Buffer.concat([...Array.from({ length: mebibytes }, () => block), finalEmptyBlock]),
    crc,
    size: mebibytes * MIB,
  };
}

/**
 * A DOCX-shaped zip bomb: `[Content_Types].xml`, `_rels/.rels` and a `word/document.xml` that
 * inflates to 1 GiB from about 1 MB, its sizes declared honestly in the headers.
 */
export function docxZipBomb(mebibytes = 1024): Buffer {
  const bomb = deflatedZeros(mebibytes);
  return zipArchive([
    storedEntry(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    storedEntry('_rels/.rels', '<?xml version="1.0"?><Relationships/>'),
    { name: 'word/document.xml', stored: bomb.stream, method: 8, crc: bomb.crc, uncompressedSize: bomb.size },
  ]);
}

/**
 * The "overlapping files" zip bomb (no recursion): many central directory entries, all named
 * `word/...`, pointing at the same 1 MiB-of-zeros deflate stream.
 */
export function docxOverlappingZipBomb(copies = 2000): Buffer {
  const kernel = deflatedZeros(1);
  const archive = zipArchive([
    storedEntry('[Content_Types].xml', '<Types/>'),
    {
      name: 'word/document.xml',
      stored: kernel.stream,
      method: 8,
      crc: kernel.crc,
      uncompressedSize: kernel.size,
    },
  ]);
  // Rebuild the directory so every extra entry reuses the second local header's data.
  const eocd = archive.length - 22;
  const directoryOffset = archive.readUInt32LE(eocd + 16);
  const directory = archive.subarray(directoryOffset, eocd);
  const secondEntryStart = 46 + directory.readUInt16LE(28);
  const template = directory.subarray(secondEntryStart);
  const extra: Buffer[] = [];
  for (let i = 0; i < copies; i++) {
    const copy = Buffer.from(template);
    const name = Buffer.from(`word/media/p${String(i).padStart(5, '0')}.xml`, 'utf8');
    copy.writeUInt16LE(name.length, 28);
    extra.push(Buffer.concat([copy.subarray(0, 46), name]));
  }
  const newDirectory = Buffer.concat([directory, ...extra]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = 2 + copies;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(newDirectory.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([archive.subarray(0, directoryOffset), newDirectory, end]);
}
