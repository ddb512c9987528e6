// What Playwright's web servers share (scripts/e2e-server.mjs, scripts/e2e-cluster.mjs): their
// copy of the build, the mailbox the tests read as JSON, and the staff accounts of
// tests/e2e/accounts.json.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { root } from '../build-if-stale.mjs';

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header. */
function decodeWords(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset, kind, text) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1');
      return new TextDecoder(charset).decode(bytes);
    });
}

/** Quoted-printable to a latin1 string of the raw bytes (soft line breaks removed). */
function decodeQuotedPrintable(text) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** Splits a MIME entity into lower-cased, unfolded headers and its body. */
function splitEntity(raw) {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** The text/plain part of a message (the first one, searching nested multiparts), decoded. */
function plainText({ headers, body }) {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const text = plainText(splitEntity(part.replace(/^\r?\n/, '')));
      if (text !== null) return text;
    }
    return null;
  }
  if (!/^text\/plain/i.test(type)) return null;
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body, 'base64')
      : Buffer.from(encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body, 'latin1');
  const charset = /charset="?([^";]+)"?/i.exec(type)?.[1] ?? 'utf-8';
  return new TextDecoder(charset).decode(bytes).trim();
}

/**
 * A real SMTP server on loopback (its URL is `smtpUrl`) and, on 127.0.0.1:`mailPort`, a JSON
 * endpoint GET /messages listing every message it received, in order: {to, subject, text}.
 */
export async function startMailbox(mailPort) {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no STARTTLS offer, so the app's mailer does not try to upgrade.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const entity = splitEntity(Buffer.concat(chunks).toString('latin1'));
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', '),
          subject: decodeWords(entity.headers.subject ?? ''),
          text: plainText(entity) ?? '',
        });
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

  const mailbox = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/messages') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(messages));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise((resolve) => mailbox.listen(mailPort, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp.server.address().port}`,
    async close() {
      await new Promise((resolve) => smtp.close(resolve));
      await new Promise((resolve) => mailbox.close(resolve));
    },
  };
}

/**
 * A copy of the built app (dist, migrations, package.json; node_modules linked) in a temporary
 * directory, removed when this process exits: a build in the working tree during the run
 * replaces the hashed client files that the running servers' index.html names.
 */
export function snapshotBuild() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cr-e2e-build-'));
  for (const entry of ['package.json', 'dist', 'drizzle']) {
    cpSync(path.join(root, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !source.endsWith('.build-lock'),
    });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Creates the reviewer and admin of tests/e2e/accounts.json with the CLI of the build in
 * `buildDir`, in `env`'s database.
 */
export async function createStaffAccounts(buildDir, env) {
  const accounts = JSON.parse(readFileSync(path.join(root, 'tests/e2e/accounts.json'), 'utf8'));
  const cli = path.join(buildDir, 'dist/node/server/cli.js');
  for (const role of ['reviewer', 'admin']) {
    const a = accounts[role];
    const args = ['user', 'create', '--email', a.email, '--password', accounts.password];
    args.push('--role', role, '--first-name', a.firstName, '--last-name', a.lastName);
    await promisify(execFile)(process.execPath, [cli, ...args], { env });
  }
}
