import { execFile, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const REPO = path.join(__dirname, '..', '..', '..');
export const INTEGRATORS_DOC = path.join(REPO, 'docs', 'integrators.md');

export interface DocExample {
  name: string;
  language: 'sh' | 'python' | 'ts';
  code: string;
}

/** The fenced blocks of a markdown file whose info string names them: ```python example=python-lead */
export function docExamples(file = INTEGRATORS_DOC): Map<string, DocExample> {
  const examples = new Map<string, DocExample>();
  const fence = /^```(sh|python|ts) example=([\w-]+)\n([\s\S]*?)^```$/gm;
  for (const [, language, name, code] of readFileSync(file, 'utf8').matchAll(fence)) {
    examples.set(name!, { name: name!, language: language as DocExample['language'], code: code! });
  }
  return examples;
}

const FILES = { sh: 'example.sh', python: 'example.py', ts: 'example.mts' } as const;

/** Writes the example into `dir` and says how to run it. */
function prepare(example: DocExample, dir: string): [string, string[]] {
  const file = `${example.name}-${FILES[example.language]}`;
  writeFileSync(path.join(dir, file), example.code);
  if (example.language === 'sh') return ['bash', ['-euo', 'pipefail', file]];
  if (example.language === 'python') return ['python3', [file]];
  // On by default from Node 23.6; named for the Node 22 that package.json's engines allows.
  return [process.execPath, ['--experimental-strip-types', file]];
}

/** Runs one example in `dir` (where it finds resume.pdf and body.json) with these variables. */
export async function runExample(
  example: DocExample,
  dir: string,
  env: Record<string, string>,
): Promise<string> {
  const [file, args] = prepare(example, dir);
  try {
    const { stdout } = await run(file, args, { cwd: dir, env: { ...process.env, ...env }, timeout: 60_000 });
    return stdout;
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    throw new Error(`${example.name} exited ${failure.code}:\n${failure.stdout}\n${failure.stderr}`);
  }
}

/** Starts a long-running example (a webhook receiver); resolves with its output when it exits 0. */
export function startExample(
  example: DocExample,
  dir: string,
  env: Record<string, string>,
): { exited: Promise<string>; stop(): void } {
  const [file, args] = prepare(example, dir);
  const child = spawn(file, args, {
    cwd: dir,
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<string>((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${example.name} exited ${code}:\n${output}`)),
    ),
  );
  return { exited, stop: () => child.kill() };
}
