/** A refusal of an archive: one line saying why; nothing was touched. */
export class ArchiveError extends Error {}

/** A key setting that is not a key: the line names the variable and never repeats its value. */
export class ArchiveKeyError extends ArchiveError {}
