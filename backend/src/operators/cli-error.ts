/** A refusal the operator CLI reports in one line, with exit code 1 (2 for a usage mistake). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}
