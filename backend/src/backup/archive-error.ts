/** A refusal of an archive: one line saying why; nothing was touched. */
export class ArchiveError extends Error {}
