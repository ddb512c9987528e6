// The people and orders the signed-in pages show, made the way the product makes them: staff
// accounts with the CLI (before the server starts), everything else through the real API.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const password = 'bench-password-123';
const staff = {
  reviewer: { email: 'reviewer@bench.test', firstName: 'Riley', lastName: 'Reviewer' },
  admin: { email: 'admin@bench.test', firstName: 'Alex', lastName: 'Admin' },
};

const statement = [
  'I grew up translating court notices for my grandmother, one careful sentence at a time.',
  'That night in the courthouse hallway, I learned what the law could do for a family like mine.',
  'Years later, as a paralegal, I watched a judge listen to a tenant who finally felt heard.',
  'I want to be the lawyer who makes that moment ordinary rather than rare.',
].join('\n\n');

/** The reviewer's round: a memo, scores and comments anchored to passages of the statement. */
function round(submissionId) {
  const anchored = (quote, body, suggestion = null) => {
    const startOffset = statement.indexOf(quote);
    return { startOffset, endOffset: startOffset + quote.length, quote, body, suggestion };
  };
  return {
    submissionId,
    summaryMemo:
      'Your opening image is vivid and specific. Tighten the middle paragraph and end on what you will do as a lawyer.',
    rubricScores: { clarity: 4, structure: 3, voice: 4, authenticity: 5, ethics: 5 },
    inlineComments: 'Paragraph two: cut the last clause.',
    annotatedDocumentUrl: null,
    anchoredComments: [
      anchored('translating court notices', 'Name the notices.', 'translating eviction notices'),
      anchored('what the law could do for a family', 'This is your thesis. Say it plainly.'),
    ],
  };
}

/**
 * Creates the reviewer (with the profile that lets them take orders) and the admin with the CLI of
 * the build in `buildDir`.
 */
export async function createStaff(env, buildDir) {
  const cli = path.join(buildDir, 'dist/node/server/cli.js');
  for (const [role, person] of Object.entries(staff)) {
    const args = ['user', 'create', '--email', person.email, '--password', password];
    args.push('--role', role, '--first-name', person.firstName, '--last-name', person.lastName);
    await promisify(execFile)(process.execPath, [cli, ...args], { env });
  }
}

/** One person's signed-in API calls: keeps the cookies the server sets, like a browser. */
function session(baseUrl) {
  const jar = new Map();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  async function call(method, url, body) {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { cookie: cookie(), ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [name, value] = header.split(';')[0].split('=');
      jar.set(name, value);
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  }
  return { call, cookie };
}

/** An unpaid Core order of the applicant's, as the submit screen leaves it for checkout. */
const submitOrder = (applicant) =>
  applicant.call('POST', '/api/submissions', {
    packageTier: 'core',
    targetSchool: 'stanford',
    wordCount: statement.split(/\s+/).length,
    pastedText: statement,
    intakeAnswers: { background: 'Court interpreter.', goals: 'Access to justice.' },
    addOns: [],
  });

/** A Core order paid with the test card 4242 4242 4242 4242; returns its id. */
async function paidOrder(applicant) {
  const { id } = await submitOrder(applicant);
  const { clientSecret } = await applicant.call('POST', '/api/create-payment-intent', {
    packageTier: 'core',
    addOns: [],
    submissionId: id,
  });
  await applicant.call('POST', '/api/payments/test-mode/confirm', {
    clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvc: '123',
  });
  return id;
}

/**
 * An applicant with three orders (delivered, in review with a saved draft, unpaid), the reviewer
 * who took the first two and the admin, each signed in. Returns their cookies and the order ids.
 */
export async function seedPages(baseUrl) {
  const applicant = session(baseUrl);
  await applicant.call('POST', '/api/auth/register', {
    email: 'applicant@bench.test',
    password,
    firstName: 'Jordan',
    lastName: 'Lee',
  });
  const reviewer = session(baseUrl);
  await reviewer.call('POST', '/api/auth/login', { email: staff.reviewer.email, password });
  const admin = session(baseUrl);
  await admin.call('POST', '/api/auth/login', { email: staff.admin.email, password });

  const delivered = await paidOrder(applicant);
  await reviewer.call('POST', `/api/submissions/${delivered}/accept`);
  await reviewer.call('PUT', '/api/reviews/draft', round(delivered));
  await reviewer.call('POST', '/api/reviews', round(delivered));

  const inReview = await paidOrder(applicant);
  await reviewer.call('POST', `/api/submissions/${inReview}/accept`);
  await reviewer.call('PUT', '/api/reviews/draft', round(inReview));

  const unpaid = (await submitOrder(applicant)).id;
  return {
    cookies: { applicant: applicant.cookie(), reviewer: reviewer.cookie(), admin: admin.cookie() },
    orders: { delivered, inReview, unpaid },
  };
}
