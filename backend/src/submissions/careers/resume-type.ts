import { RESUME_TYPES } from '@orbitwise/contracts';
import type { ByteReader } from '../../storage/resume-store';

export type ResumeType = (typeof RESUME_TYPES)[number];

const byExtension = (extension: ResumeType['extension']) =>
  RESUME_TYPES.find((t) => t.extension === extension)!;

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const ZIP_EOCD_SIGNATURE = 0x06054b50;
const ZIP_CENTRAL_SIGNATURE = 0x02014b50;
const ZIP_EOCD_MAX_SEARCH = 22 + 0xffff;
const ZIP_CENTRAL_MAX_BYTES = 1024 * 1024;
/**
 * Zip bombs. The server never inflates a resume, but whoever opens it later would: a DOCX whose
 * entries declare more than this in all, or an entry beyond the grace size that inflates more than
 * ZIP_MAX_RATIO times (the minimum inflate ratio of Apache POI's ZipSecureFile), or ZIP64 sizes (a
 * DOCX of a few MB never needs them), is refused. Sizes are read from the central directory, never
 * by inflating; a bomb that lies about its sizes there is only a problem for a reader that trusts them.
 */
const ZIP_MAX_TOTAL_UNCOMPRESSED = 100 * 1024 * 1024;
const ZIP_RATIO_GRACE_BYTES = 100 * 1024;
const ZIP_MAX_RATIO = 100;
const ZIP64_MARKER = 0xffffffff;

const CFB_END_OF_CHAIN = 0xfffffffe;
const CFB_MAX_DIRECTORY_SECTORS = 256;

/** A DOCX is a ZIP whose central directory lists `[Content_Types].xml` and parts under `word/`. */
async function isDocx(file: ByteReader, size: number): Promise<boolean> {
  const tailLength = Math.min(size, ZIP_EOCD_MAX_SEARCH);
  const tail = await file.read(size - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === ZIP_EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;
  const entries = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (directorySize > ZIP_CENTRAL_MAX_BYTES || directoryOffset + directorySize > size) return false;
  const directory = await file.read(directoryOffset, directorySize);
  let contentTypes = false;
  let wordPart = false;
  let offset = 0;
  let totalUncompressed = 0;
  for (let i = 0; i < entries && offset + 46 <= directory.length; i++) {
    if (directory.readUInt32LE(offset) !== ZIP_CENTRAL_SIGNATURE) return false;
    const compressed = directory.readUInt32LE(offset + 20);
    const uncompressed = directory.readUInt32LE(offset + 24);
    if (compressed === ZIP64_MARKER || uncompressed === ZIP64_MARKER) return false;
    totalUncompressed += uncompressed;
    if (totalUncompressed > ZIP_MAX_TOTAL_UNCOMPRESSED) return false;
    if (uncompressed > ZIP_RATIO_GRACE_BYTES && uncompressed > compressed * ZIP_MAX_RATIO) return false;
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    const name = directory.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (name === '[Content_Types].xml') contentTypes = true;
    if (name.startsWith('word/')) wordPart = true;
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return contentTypes && wordPart;
}

/**
 * A DOC is an OLE2 compound file with a `WordDocument` stream: walk the directory chain through the
 * FAT and look for that entry, so a spreadsheet or an Outlook message renamed to .doc is refused.
 */
async function isWordCompoundFile(file: ByteReader, size: number): Promise<boolean> {
  const header = await file.read(0, 512);
  if (header.length < 512) return false;
  const sectorShift = header.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const sectorSize = 1 << sectorShift;
  const fatSectorCount = header.readUInt32LE(0x2c);
  const entriesPerFatSector = sectorSize / 4;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const difat = (index: number) => (index < 109 ? header.readUInt32LE(0x4c + index * 4) : undefined);

  const fatCache = new Map<number, Buffer>();
  const nextSector = async (sector: number): Promise<number | undefined> => {
    const fatIndex = Math.floor(sector / entriesPerFatSector);
    if (fatIndex >= fatSectorCount) return undefined;
    const fatSector = difat(fatIndex);
    if (fatSector === undefined || sectorOffset(fatSector) + sectorSize > size) return undefined;
    let fat = fatCache.get(fatSector);
    if (!fat) {
      fat = await file.read(sectorOffset(fatSector), sectorSize);
      fatCache.set(fatSector, fat);
    }
    return fat.readUInt32LE((sector % entriesPerFatSector) * 4);
  };

  let sector: number | undefined = header.readUInt32LE(0x30);
  for (let visited = 0; sector !== undefined && sector !== CFB_END_OF_CHAIN; visited++) {
    if (visited >= CFB_MAX_DIRECTORY_SECTORS || sectorOffset(sector) + sectorSize > size) return false;
    const directory = await file.read(sectorOffset(sector), sectorSize);
    for (let entry = 0; entry + 128 <= directory.length; entry += 128) {
      const nameBytes = directory.readUInt16LE(entry + 0x40);
      if (nameBytes < 2 || nameBytes > 64) continue;
      const name = directory.toString('utf16le', entry, entry + nameBytes - 2);
      if (name === 'WordDocument' && directory[entry + 0x42] === 2) return true;
    }
    sector = await nextSector(sector);
  }
  return false;
}

/** Decides the resume's type from its bytes only; null when it is not a PDF, DOC or DOCX. */
export async function detectResumeType(file: ByteReader): Promise<ResumeType | null> {
  const { size } = file;
  const head = await file.read(0, 8);
  if (head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return byExtension('pdf');
  if (head.equals(OLE2_MAGIC)) return (await isWordCompoundFile(file, size)) ? byExtension('doc') : null;
  if (head.subarray(0, 4).equals(ZIP_LOCAL_HEADER))
    return (await isDocx(file, size)) ? byExtension('docx') : null;
  return null;
}
