import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  DocumentReadersBusyError,
  TooComplexDocumentError,
  UnreadableDocumentError,
} from './document-errors.js';
import { TOO_COMPLEX_EXIT_CODE, type DocumentFormat, type ParserReply } from './parser-protocol.js';

const MB = 1024 * 1024;
// Two parsers at a time bound the memory hostile files can take; the rest wait their turn.
const MAX_RUNNING = 2;
const MAX_WAITING = 16;
// A real statement reads in well under a second of CPU. The parser runs at low priority, so on
// a busy machine it may wait for the CPU: the CPU it used is what is limited, and the clock
// only as a backstop.
const READ_CPU_MS = 5_000;
const READ_TIMEOUT_MS = 30_000;
// Linux counts a process's CPU time in clock ticks of 1/100 s.
const CLOCK_TICK_MS = 10;
// Only a broken install takes this long to start a process.
const START_TIMEOUT_MS = 30_000;
const HEAP_LIMIT_MB = 128;
// The heap limit leaves out buffers (inflated streams), so the resident size is watched too.
const MAX_PARSER_RSS = 320 * MB;
const WATCH_INTERVAL_MS = 25;

// Under tsx, libraries skip its transform: tsx would rewrite pdf.js's 3 MB of JavaScript on
// every start, taking seconds and hundreds of MB.
const PLAIN_LIBRARIES = `export async function load(url, context, next) {
  if (!url.includes('/node_modules/') || !url.endsWith('.mjs')) return next(url, context);
  const { readFile } = await import('node:fs/promises');
  return { format: 'module', source: await readFile(new URL(url)), shortCircuit: true };
}`;
const dataUrl = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`;

/**
 * The built server runs the compiled document-parser.js; under tsx and vitest this file is
 * TypeScript, and so is the parser, which then needs tsx's loader.
 */
function parserCommand(): { file: string; execArgv: string[] } {
  const self = fileURLToPath(import.meta.url);
  const extension = path.extname(self);
  const file = path.join(path.dirname(self), `document-parser${extension}`);
  const execArgv = [`--max-old-space-size=${HEAP_LIMIT_MB}`];
  if (extension === '.ts') {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const hooks = dataUrl(PLAIN_LIBRARIES);
    const registerHooks = `import { register } from 'node:module'; register(${JSON.stringify(hooks)});`;
    // Registered after tsx, so these hooks run first.
    execArgv.push('--import', tsx, '--import', dataUrl(registerHooks));
  }
  return { file, execArgv };
}

/**
 * Calls `exceeded` when the process's resident memory or the CPU time it used passes its limit
 * (Linux only; elsewhere the heap limit and the clock still bound it).
 */
function watchProcess(
  child: ChildProcess,
  exceeded: (reason: 'memory' | 'time') => void,
): NodeJS.Timeout | undefined {
  if (process.platform !== 'linux' || !child.pid) return undefined;
  const procDir = `/proc/${child.pid}`;
  return setInterval(() => {
    readFile(`${procDir}/status`, 'utf8').then(
      (status) => {
        const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        if (kilobytes * 1024 > MAX_PARSER_RSS) exceeded('memory');
      },
      () => undefined,
    );
    readFile(`${procDir}/stat`, 'utf8').then(
      (stat) => {
        // Fields after the command name (which may hold spaces): utime and stime are 12th and 13th.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
        if (ticks * CLOCK_TICK_MS > READ_CPU_MS) exceeded('time');
      },
      () => undefined,
    );
  }, WATCH_INTERVAL_MS);
}

function readInChildProcess(bytes: Buffer, format: DocumentFormat): Promise<string> {
  const { file, execArgv } = parserCommand();
  // No environment: the parser needs no secrets, so it gets none.
  const child = fork(file, [], {
    execArgv,
    env: {},
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  try {
    // Parsing yields the CPU to the server's own requests.
    if (child.pid) os.setPriority(child.pid, 10);
  } catch {
    // Not permitted here; the time limit still bounds the parser.
  }
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });

  // Settles once the process is gone, so a finished parser's memory is free before the next.
  return new Promise<string>((resolve, reject) => {
    let started = false;
    let outcome: string | Error | undefined;
    let readTimer: NodeJS.Timeout | undefined;
    let watcher: NodeJS.Timeout | undefined;
    const startTimer = setTimeout(
      () => finish(new Error(`the document parser did not start: ${stderr}`)),
      START_TIMEOUT_MS,
    );
    function settle() {
      if (typeof outcome === 'string') resolve(outcome);
      else reject(outcome ?? new Error('the document parser ended without an answer'));
    }
    function finish(result: string | Error) {
      if (outcome !== undefined) return;
      outcome = result;
      clearTimeout(startTimer);
      clearTimeout(readTimer);
      clearInterval(watcher);
      child.kill('SIGKILL');
      // A process that never started sends no 'close'.
      if (!child.pid) settle();
    }

    child.on('message', (reply: ParserReply) => {
      if (reply.type === 'ready') {
        started = true;
        clearTimeout(startTimer);
        readTimer = setTimeout(() => finish(new TooComplexDocumentError('time')), READ_TIMEOUT_MS);
        watcher = watchProcess(child, (reason) => finish(new TooComplexDocumentError(reason)));
        child.send({ bytes, format });
      } else if (reply.type === 'text') {
        finish(reply.text);
      } else if (reply.reason === 'unreadable') {
        finish(new UnreadableDocumentError(reply.detail));
      } else {
        finish(new TooComplexDocumentError(reply.reason, reply.detail));
      }
    });
    child.on('error', (error) => finish(error));
    // 'close' comes after the last message was delivered, unlike 'exit'.
    child.on('close', (code, signal) => {
      if (!started) {
        finish(new Error(`the document parser exited (${code ?? signal}) on start: ${stderr}`));
      } else if (code === TOO_COMPLEX_EXIT_CODE) {
        finish(new TooComplexDocumentError('inflated-size', 'page content'));
      } else {
        // Killed by V8 at its heap limit, or crashed on the file.
        finish(new TooComplexDocumentError('memory', `exited with ${code ?? signal}`));
      }
      settle();
    });
  });
}

let running = 0;
const waiting: (() => void)[] = [];

async function takeTurn(): Promise<void> {
  if (running < MAX_RUNNING) {
    running += 1;
    return;
  }
  if (waiting.length >= MAX_WAITING) throw new DocumentReadersBusyError('all parsers are busy');
  // The finishing job hands its place over, so `running` stays as it is.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function endTurn(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

/**
 * The document's text, read by a fresh parser process under a time, memory and size limit.
 * Rejects with TooComplexDocumentError, UnreadableDocumentError or DocumentReadersBusyError.
 */
export async function readDocumentText(bytes: Buffer, format: DocumentFormat): Promise<string> {
  await takeTurn();
  try {
    return await readInChildProcess(bytes, format);
  } finally {
    endTurn();
  }
}
