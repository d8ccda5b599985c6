// `npm run operator -- create --email a@b.c --role admin [--name "Ana Admin"]`: creates an operator
// from a script, a compose file or the API image (`node backend/dist/operators/operator-cli.js …`).
// The password is typed at a prompt (not echoed) or piped on stdin, never given as an argument.
import 'reflect-metadata';
import { OPERATOR_ROLES, type OperatorRole } from '@orbitwise/contracts/admin';
import { isEmail } from 'class-validator';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { InvalidEnvironmentError, loadToolConfig } from '../config/env';
import { CliError } from './cli-error';
import { Passwords } from './passwords';

const USAGE = `Usage: npm run operator -- create --email <address> --role <${OPERATOR_ROLES.join('|')}> [--name "<display name>"]

The password is asked for (twice, not shown) or, when stdin is not a terminal, read from its first line:
  printf '%s\\n' "$PASSWORD" | npm run operator -- create --email ana@example.com --role admin
Connects to DATABASE_URL, or to the embedded PostgreSQL that "npm start" uses when it is unset.`;

export const PASSWORD_ARGUMENT_REFUSED =
  'Passwords are never taken from the command line (they would stay in the shell history and the process ' +
  'list): type it at the prompt, or pipe it on stdin.';

export interface CreateCommand {
  email: string;
  role: OperatorRole;
  displayName: string;
}

export function parseCommand(argv: string[]): CreateCommand {
  if (argv.some((arg) => /^(--password|--pass|-p$|--pw)/.test(arg)))
    throw new CliError(PASSWORD_ARGUMENT_REFUSED, 2);
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
    });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
  const { positionals, values } = parsed;
  if (positionals.length !== 1 || positionals[0] !== 'create') throw new CliError(USAGE, 2);
  const email = values.email?.trim() ?? '';
  if (!isEmail(email)) throw new CliError('--email must be a valid email address.', 2);
  if (!(OPERATOR_ROLES as readonly string[]).includes(values.role ?? '')) {
    throw new CliError(`--role must be one of ${OPERATOR_ROLES.join(', ')}.`, 2);
  }
  const displayName = (values.name ?? email.split('@')[0]!).trim();
  if (!displayName || displayName.length > 100)
    throw new CliError('--name must have 1 to 100 characters.', 2);
  return { email, role: values.role as OperatorRole, displayName };
}

/** Echo off while typing: the prompt is written, the keystrokes are not. */
function prompt(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stderr.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await prompt('Password: ');
    if ((await prompt('Repeat the password: ')) !== first) throw new CliError('The two passwords differ.');
    return first;
  }
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

function describe(error: unknown): CliError {
  if (error instanceof CliError) return error;
  if (error instanceof InvalidEnvironmentError) return new CliError(error.message); // one line a variable
  // A ProblemException (a taken email): its field messages say it best.
  const problem = (error as { problem?: { errors?: Record<string, string[]> } }).problem;
  const fields = Object.values(problem?.errors ?? {}).flat();
  if (fields.length > 0) return new CliError(fields.join(' '));
  return new CliError(`Failed: ${error instanceof Error ? error.message : String(error)}`);
}

async function main(): Promise<void> {
  // The whole environment first, as the API's start judges it: a bad setting stops the command
  // before a password is read or a database is reached.
  const config = loadToolConfig();
  const command = parseCommand(process.argv.slice(2));
  const password = await readPassword();
  // The strength rule knows the site's host and company name, as the API's does.
  const problem = new Passwords(config).problemWith(password, command.email, command.displayName);
  if (problem) throw new CliError(`Password refused: ${problem}`);
  // The database side (TypeORM, pg, the migrations) is loaded only once the input is known good.
  const { createOperator } = await import('./operator-create.js');
  const operator = await createOperator(config, command, password);
  console.log(
    `Created ${operator.role} "${operator.displayName}" <${operator.email}> (id ${operator.id}). ` +
      'They can sign in at /admin/login.',
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    const { message, exitCode } = describe(error);
    console.error(message);
    process.exit(exitCode);
  });
}
