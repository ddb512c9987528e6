import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signInAs } from '../../../../tests/support/http.js';
import { users } from '../../db/schema/index.js';
import { seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { pdfText } from '../uploads/pdf-text.js';
import { readZipEntries, readZipEntry } from '../uploads/zip-entries.js';

const t = useTestApp();
type Session = Awaited<ReturnType<typeof signInAs>>;
let applicant: Session;
let reviewer: Session;
let otherApplicant: Session;

beforeAll(async () => {
  applicant = await signInAs(t.app, t.db.db, 'applicant');
  otherApplicant = await signInAs(t.app, t.db.db, 'applicant');
  reviewer = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 20 });
});

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });
const rubric = { clarity: 4, structure: 3, voice: 5, authenticity: 4, ethics: 5 };
const statement =
  'When I was twelve, I started translating leases for neighbours in Łódź.\n' +
  'Years later I want to study the law I once translated, for them and for me.';
const span = (text: string, quote: string) => {
  const startOffset = text.indexOf(quote);
  return { startOffset, endOffset: startOffset + quote.length, quote };
};
const comments = [
  {
    ...span(statement, 'I started translating leases'),
    body: 'Show what translating asked of you.',
    suggestion: 'I spent my evenings translating leases',
  },
  { ...span(statement, 'study the law I once translated'), body: 'A strong close: keep it.' },
];
const memo = 'A moving opening; the middle needs one concrete scene.';

/** An order whose first round is delivered with the two comments above. */
async function deliveredOrder(addOns: 'extra_revision'[] = []) {
  const order = await seedOrder(t.db.db, {
    applicantId: applicant.user.id,
    pastedText: statement,
    addOns,
  });
  expect(
    (await call('POST', `/api/submissions/${order.id}/accept`, reviewer.cookie)).statusCode,
  ).toBe(200);
  const delivered = await call('POST', '/api/reviews', reviewer.cookie, {
    submissionId: order.id,
    summaryMemo: memo,
    rubricScores: rubric,
    anchoredComments: comments,
  });
  expect(delivered.statusCode).toBe(201);
  return order.id;
}

const flat = (text: string) => text.replace(/\s+/g, ' ');
const zipEntry = (bytes: Buffer, name: string) => {
  const entry = readZipEntries(bytes)?.find((e) => e.name === name);
  if (!entry) throw new Error(`${name} is not in the file`);
  return readZipEntry(bytes, entry, 10_000_000).toString('utf8');
};
const reviewerName = () => `${reviewer.user.firstName} ${reviewer.user.lastName}`;

describe('the results PDF', () => {
  it('shows the reviewed statement with numbered passages, the comments, memo and reviewer', async () => {
    const id = await deliveredOrder();
    const response = await call('GET', `/api/submissions/${id}/results.pdf`, applicant.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="review-\w{4}\.pdf"$/,
    );
    const text = flat(await pdfText(response.rawPayload, 1_000_000));
    expect(text).toContain(`Order #${id.slice(-4).toUpperCase()} · Stanford`);
    expect(text).toContain(`Reviewed by ${reviewerName()}`);
    // The statement's paragraphs, with '[n]' before each passage and the letter standard fonts
    // lack replaced, each followed by the comments on it.
    const unmarked = text.replace(/\[\d\] ?/g, '');
    const paragraphs = statement
      .replace('Ł', '?')
      .replace('ź', 'z')
      .split(/\n+/)
      .map((paragraph) => flat(paragraph).trim());
    expect(paragraphs).toHaveLength(2);
    for (const paragraph of paragraphs) expect(unmarked).toContain(paragraph);
    const at = (words: string) => unmarked.indexOf(words);
    expect(at(paragraphs[0]!)).toBeLessThan(at('Show what translating asked of you.'));
    expect(at('Show what translating asked of you.')).toBeLessThan(at(paragraphs[1]!));
    expect(text).toContain('[1] I started translating leases');
    expect(text).toContain('[2] study the law');
    expect(text).toContain(
      '[1] “I started translating leases” Show what translating asked of you.',
    );
    expect(text).toContain('Suggested wording: I spent my evenings translating leases');
    expect(text).toContain('[2] “study the law I once translated” A strong close: keep it.');
    expect(text).toContain(`Summary memo ${memo}`);
    expect(text).toMatch(/Rubric Clarity 4 \/ 5 Structure 3 \/ 5 Voice 5 \/ 5/);
  });

  it('shows the latest round on its own draft, then the earlier rounds in brief', async () => {
    const id = await deliveredOrder(['extra_revision']);
    const draft2 = 'A second draft: I translated leases, and I learned what a lease hides.';
    expect(
      (
        await call('POST', `/api/submissions/${id}/revision`, applicant.cookie, {
          note: 'Please look at the new opening.',
          draftText: draft2,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('POST', '/api/reviews', reviewer.cookie, {
          submissionId: id,
          summaryMemo: 'Round two memo',
          rubricScores: { ...rubric, structure: 5 },
          anchoredComments: [{ ...span(draft2, 'what a lease hides'), body: 'Now it lands.' }],
        })
      ).statusCode,
    ).toBe(201);
    const pdf = await call('GET', `/api/submissions/${id}/results.pdf`, applicant.cookie);
    const text = flat(await pdfText(pdf.rawPayload, 1_000_000));
    expect(text).toContain('Round 2, delivered');
    expect(text).toContain('[1] what a lease hides');
    expect(text).toContain('[1] “what a lease hides” Now it lands.');
    expect(text.indexOf('Earlier rounds')).toBeGreaterThan(text.indexOf('Round two memo'));
    expect(text.slice(text.indexOf('Earlier rounds'))).toContain(memo);

    const docx = await call('GET', `/api/submissions/${id}/results.docx`, applicant.cookie);
    const document = zipEntry(docx.rawPayload, 'word/document.xml');
    expect(document).toContain('what a lease hides');
    expect(zipEntry(docx.rawPayload, 'word/comments.xml')).toContain('Now it lands.');
  });
});

describe('the reviewer the results name', () => {
  it('is who wrote the latest delivered round, not the reviewer the order moved to since', async () => {
    const id = await deliveredOrder(['extra_revision']);
    const revision = await call('POST', `/api/submissions/${id}/revision`, applicant.cookie, {
      note: 'Please look at the new opening.',
      draftText: 'A second draft about leases.',
    });
    expect(revision.statusCode).toBe(200);
    const admin = await signInAs(t.app, t.db.db, 'admin');
    const next = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 20 });
    await t.db.db.update(users).set({ lastName: 'Newcomer' }).where(eq(users.id, next.user.id));
    const moved = await call('POST', `/api/admin/orders/${id}/reassign`, admin.cookie, {
      reviewerId: next.user.id,
    });
    expect(moved.statusCode).toBe(200);

    const pdf = await call('GET', `/api/submissions/${id}/results.pdf`, applicant.cookie);
    const text = flat(await pdfText(pdf.rawPayload, 1_000_000));
    expect(text).toContain(`Reviewed by ${reviewerName()}`);
    expect(text).not.toContain('Newcomer');
    // The page names them too.
    const results = await call('GET', `/api/submissions/${id}/results`, applicant.cookie);
    expect(results.json().reviewedBy).toBe(reviewerName());
    const docx = await call('GET', `/api/submissions/${id}/results.docx`, applicant.cookie);
    expect(zipEntry(docx.rawPayload, 'word/comments.xml')).toContain(
      `w:author="${reviewerName()}"`,
    );
  });
});

describe('the results for Word', () => {
  it('holds the draft with Word comments and the suggestion as a tracked change', async () => {
    const id = await deliveredOrder();
    const response = await call('GET', `/api/submissions/${id}/results.docx`, applicant.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="review-\w{4}\.docx"$/,
    );
    const bytes = response.rawPayload;
    const commentsXml = zipEntry(bytes, 'word/comments.xml');
    expect(commentsXml).toContain('Show what translating asked of you.');
    expect(commentsXml).toContain('A strong close: keep it.');
    expect(commentsXml).toContain(`w:author="${reviewerName()}"`);

    const document = zipEntry(bytes, 'word/document.xml');
    expect(document.match(/<w:commentRangeStart /g)).toHaveLength(2);
    expect(document.match(/<w:commentReference /g)).toHaveLength(2);
    const insertion = /<w:ins [^>]*>.*?<\/w:ins>/s.exec(document)?.[0];
    expect(insertion).toContain('I spent my evenings translating leases');
    expect(insertion).toContain(`w:author="${reviewerName()}"`);
    const deletion = /<w:del [^>]*>.*?<\/w:del>/s.exec(document)?.[0];
    expect(deletion).toContain(
      '<w:delText xml:space="preserve">I started translating leases</w:delText>',
    );
    // The deletion and insertion sit inside the comment's range, in that order.
    const start = document.indexOf('<w:commentRangeStart w:id="0"/>');
    const end = document.indexOf('<w:commentRangeEnd w:id="0"/>');
    expect(start).toBeGreaterThan(-1);
    expect(document.indexOf('<w:del ')).toBeGreaterThan(start);
    expect(document.indexOf('<w:ins ')).toBeGreaterThan(document.indexOf('<w:del '));
    expect(end).toBeGreaterThan(document.indexOf('<w:ins '));
    expect(document).toContain(memo);
    expect(document).toContain('Clarity: </w:t>');
    // The whole statement is there (the letters Word can show are kept as they are).
    const visible = document
      .replace(/<w:delText[^>]*>.*?<\/w:delText>/gs, (m) => m.replace(/<[^>]+>/g, ''))
      .replace(/<w:ins [^>]*>.*?<\/w:ins>/gs, '')
      .replace(/<[^>]+>/g, '');
    expect(visible).toContain('in Łódź.');
    expect(visible).toContain('study the law I once translated, for them and for me.');
  });

  it('is refused with 404 to someone outside the order, like the PDF', async () => {
    const id = await deliveredOrder();
    for (const file of ['results.docx', 'results.pdf']) {
      const response = await call('GET', `/api/submissions/${id}/${file}`, otherApplicant.cookie);
      expect(response.statusCode).toBe(404);
    }
    const own = await call('GET', `/api/submissions/${id}/results.docx`, reviewer.cookie);
    expect(own.statusCode).toBe(200);
  });

  const soffice = spawnSync('sh', ['-c', 'command -v soffice'], { encoding: 'utf8' }).stdout.trim();

  it.skipIf(!soffice)(
    'opens in LibreOffice (only where it is installed)',
    async () => {
      const id = await deliveredOrder();
      const response = await call('GET', `/api/submissions/${id}/results.docx`, applicant.cookie);
      const dir = mkdtempSync(path.join(tmpdir(), 'results-docx-'));
      try {
        const file = path.join(dir, 'review.docx');
        writeFileSync(file, response.rawPayload);
        execFileSync(soffice, ['--headless', '--convert-to', 'pdf', '--outdir', dir, file], {
          timeout: 120_000,
          env: { ...process.env, HOME: dir },
        });
        const pdf = path.join(dir, 'review.pdf');
        expect(existsSync(pdf)).toBe(true);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
