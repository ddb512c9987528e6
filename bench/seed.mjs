// Seeds a benchmark database through the project's own schema: the built server's migrations,
// then set-based SQL (INSERT ... SELECT generate_series) for a year of orders in every status,
// with their payments, refunds, rounds, comments, drafts, ratings, messages, notices, emails and
// audit entries. Prices, deadlines and status groups come from the built shared domain code.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { root } from '../scripts/build-if-stale.mjs';

/** Bump when the seeded data changes shape: older bench databases are then seeded again. */
const SEED_VERSION = 4;
/** Orders paid within this many hours are still open: queued, assigned or in review. */
const OPEN_HOURS = 40;
/**
 * Orders come in seasons: the first this many of every size are placed within the open hours
 * (a deadline season's rush), so every status and the queue hold orders at 1,000 orders too,
 * and the at-risk list fills its page of 20 there as at 100,000: its growth then compares the
 * same answer (80 gave 7 orders at risk). A year spread evenly left 1,000 orders with no order
 * queued or in review.
 */
const SEASON_OPEN_ORDERS = 300;
const SHIFT_AFTER_SECONDS = 4 * 60 * 60;
export const BENCH_PASSWORD = 'bench-password-123';
/** Connections of the write mix: each gets its own applicant and reviewer. */
export const WRITERS = 50;
const EMAIL_DOMAIN = 'bench.test';
const MAIL_PROVIDERS = [
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'icloud.com',
  'hotmail.com',
  'proton.me',
];
export const benchEmail = (kind, n) => `bench-${kind}-${n}@${EMAIL_DOMAIN}`;

const built = (file) => import(pathToFileURL(path.join(root, 'dist/node', file)).href);

/** The database part of the URL: BENCH_DATABASE_URL's, or counsel_bench_<orders>. */
export function benchDatabaseUrl(baseUrl, orders) {
  const url = new URL(baseUrl);
  if (url.pathname.replace(/^\/+/, '') === '') url.pathname = `/counsel_bench_${orders}`;
  return url.toString();
}

/** Creates the database when it is missing; `fresh` drops it first. */
async function createDatabase(databaseUrl, { fresh = false } = {}) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\/+/, ''));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    if (fresh)
      await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
}

/** Seeded by this module (its bench_seed marker), or without any tables: safe to empty or drop. */
async function holdsOnlyBenchData(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select to_regclass('public.bench_seed') as marker,
      (select count(*) from pg_tables where schemaname = 'public')::int as tables`);
    return Boolean(rows[0].marker) || rows[0].tables === 0;
  } finally {
    await client.end();
  }
}

/**
 * Applies the project's migrations. A bench database whose migrations no longer apply (a
 * migration regenerated while developing it) is dropped and created again: it only holds
 * seeded data.
 */
async function migrate(databaseUrl, log) {
  const { openMigratedDatabase } = await built('server/db/open-migrated.js');
  try {
    await (await openMigratedDatabase({ databaseUrl, dataDir: root })).close();
  } catch (error) {
    if (!(await holdsOnlyBenchData(databaseUrl))) throw error;
    log(
      `The migrations do not apply to the bench database (${error.cause?.message ?? error.message}); creating it again.`,
    );
    await createDatabase(databaseUrl, { fresh: true });
    await (await openMigratedDatabase({ databaseUrl, dataDir: root })).close();
  }
}

/** Applicants, reviewers and admins for a number of orders (the shape at 100,000). */
export function populationFor(orders) {
  return {
    orders,
    applicants: Math.max(50, Math.round(orders / 2)),
    reviewers: Math.max(30, Math.round(orders * 0.003)),
    admins: 3,
  };
}

const firstNames = `Avery Jordan Riley Morgan Casey Taylor Quinn Rowan Sage Emerson Hayden Parker
  Reese Skyler Dakota Finley Harper Jamie Kendall Logan Marley Noel Oakley Peyton Remy Shawn
  Tatum Val Wren Ximena Yara Zion Amara Bodhi Cyrus Delia Elio Farah Gideon Ines`.split(/\s+/);
const lastNames = `Nguyen Okafor Patel Garcia Kim Rossi Haddad Cohen Silva Novak Sato Mensah
  Ibrahim Larsen Moreau Petrov Alvarez Chen Dubois Kowalski Reyes Shah Tanaka Walsh Yilmaz Zhou
  Bauer Costa Duarte Eriksen Fischer Gupta Horvat Ito Jensen Kaur Lopez Mbeki Ortiz Park`.split(
  /\s+/,
);

// Sentences of personal statements; each order's ~3.5 KB text is 28 of them in its own order.
export const sentences =
  `The first contract I ever read was a lease my mother could not understand, and I translated it line by line at our kitchen table.
That evening taught me that law is a language, and that fluency in it is a kind of power that should not belong only to the few.
At the legal aid clinic I sat with tenants who had received eviction notices written in words they had never heard spoken aloud.
My supervisor, a retired public defender, told me that most of justice happens in hallways, long before anyone reaches a courtroom.
I learned to listen for what people left out of their stories, because the missing detail was often the one that mattered most.
When our town's only clinic closed, I organised a petition that gathered four thousand signatures in three weeks.
The petition failed, but the hearing it forced taught me how a public comment period can change a commissioner's mind.
In college I studied economics because I wanted to understand why some neighbourhoods had lawyers on retainer and others had none.
My thesis examined small-claims outcomes in two counties and found that representation changed the result more than the facts did.
I worked nights at a hospital pharmacy to pay tuition, and the shift taught me patience, precision and the cost of a single error.
A patient once asked me to read his insurance denial letter aloud, and I realised that bureaucracy can wound as surely as illness.
I do not come from a family of lawyers; I come from a family of people who needed one and could not afford it.
My grandmother kept every letter the immigration office ever sent her in a shoebox that I still keep on my desk.
Reading those letters, I saw how a missed deadline could undo years of work, and how a single advocate could restore it.
As a paralegal at a small firm, I drafted discovery requests, indexed thousands of exhibits and learned to love the quiet work of preparation.
The partner I worked for insisted that every brief should be understandable to the client, not just to the judge.
I have carried that rule into everything I write, including this statement, which I have revised more times than I can count.
Debate taught me to argue both sides of a question, but volunteering taught me that real people live with the answer.
I coached a middle-school mock trial team whose members had never met a lawyer, and three of them now want to become one.
Watching a shy twelve-year-old deliver a closing argument with complete conviction was the proudest moment of my year.
I want to study law to understand the rules well enough to change the ones that fail the people they are meant to protect.
Your school's clinics in housing and immigration law are the reason I am applying, and I have read the work of its faculty closely.
I hope to join the community lawyering clinic in my second year and to carry its lessons back to the county where I grew up.
I know that law school will be demanding, but I have spent years learning to work hard at things that matter to other people.
I am applying not because I am certain of every step ahead, but because I am certain of the direction I want to walk.
The summer I spent translating at the county courthouse showed me how often a defendant's fate depended on a word misunderstood.
One judge paused a hearing to make sure a witness understood the question, and that small act of care has stayed with me.
I have learned that advocacy is not only about winning arguments but about making sure that everyone in the room is heard.
During the pandemic I helped neighbours file for unemployment benefits, working through forms that seemed designed to discourage them.
Every approved claim felt like proof that persistence and knowledge can open doors that look permanently closed.
My time in the Army taught me discipline and teamwork, and it showed me how rules shape the lives of those who must follow them.
After my service I volunteered with a veterans' legal clinic, helping former soldiers appeal wrongly denied disability claims.
The appeals process was slow and confusing, and I saw how much difference a clear explanation could make to a frightened client.
I studied philosophy because I wanted to understand what fairness means before I tried to fight for it.
Reading Rawls in a crowded dormitory lounge, I began to see the law as an imperfect attempt to build a just society from the ground up.
I have also learned that abstract principles mean little unless someone is willing to apply them to the messy facts of real lives.
As the first person in my family to finish college, I know what it means to navigate institutions without a map.
I want to be the kind of lawyer who draws that map for others and walks beside them until they reach the other side.
In my job at a nonprofit I managed a budget of two hundred thousand dollars and learned that good intentions need careful accounting.
I wrote grant proposals that secured funding for a tenant hotline, which now answers more than fifty calls every week.
Answering those calls myself on Friday evenings, I heard the same fear in many voices and resolved to do more than listen.
The environmental lawsuit my town filed against a polluting factory took six years, and I followed every filing as a teenager.
When the settlement finally funded a new water system, I understood that the law could be slow and still be powerful.
I have worked as a court reporter, a tutor and a translator, and each role taught me to respect the precision of language.
My experience mediating disputes between roommates in my residence hall was my first lesson in finding common ground.
I discovered that most conflicts are less about the facts than about whether each person feels understood.
In the research lab I learned to test my assumptions, and I now approach arguments the same way, looking for the weakest link.
Law appeals to me because it rewards both careful reasoning and empathy, two qualities I have worked hard to develop.
I believe that a good lawyer must be able to explain complex rules simply without making them seem simpler than they are.
I am ready to bring my curiosity, my persistence and my commitment to service to the study of law at your school.
My mother cleaned offices downtown at night, and she taught me that dignity does not depend on the job title on your door.
I still remember the night she came home after being refused her final paycheck and sat silently at the table.
A labour lawyer recovered her wages within a month, and I have wanted to do that work for someone else ever since.
Working in a public library, I helped patrons complete court forms and saw how much confidence a little guidance could give.
I started a weekly workshop on small-claims procedures that now runs without me, led by volunteers I trained.
Teaching others to navigate the system taught me how much of it is unwritten, and how unfair that silence can be.
I want a legal education so that I can turn what I learned through experience into lasting change through policy and practice.
The people I have met in clinics, courtrooms and kitchens are the reason I am writing this statement today.
I will carry their stories with me into every classroom, every clinic and every courtroom I enter as a student of the law.
Above all, I want to be the advocate that my family once needed, for families who are still waiting for one.`
    .split('\n')
    .map((s) => s.trim());

/** Order n's statement, as the seeder writes it (the write mix's orders use these too). */
export function statementFor(n) {
  return Array.from(
    { length: 28 },
    (_, j) => sentences[(n * 31 + j * 17 + ((j * j * n) % 13)) % sentences.length],
  ).join(' ');
}

const memos = [
  'Your opening is vivid and specific, and the lease scene does real work. The middle section lists experiences rather than showing what you learned from each; choose two and go deeper. The conclusion restates your goals without tying them to the school; name a clinic or a professor and say why.',
  'This draft has a clear voice and an honest story. Structure is the main issue: three paragraphs cover the same point about access to justice. Cut one, and use the space to show a moment where your view changed. Watch the length of your sentences in the second half.',
  'Strong material, but the statement reads like a resume in prose. Admissions readers want to understand why law, and why now. The hospital pharmacy paragraph is your best evidence of judgment under pressure; move it earlier and end with what it taught you about rules.',
  'Good revision. The new opening works and the paragraph about your grandmother is moving without being sentimental. Tighten the final paragraph and remove the quotation; your own words are stronger. Check the school name in the last line.',
];
const commentBodies = [
  'This sentence carries the whole paragraph; consider opening with it.',
  'Too general here. What exactly did you do, and what changed because of it?',
  'Lovely detail. Keep it, but cut the clause that explains it.',
  'This repeats the point of your second paragraph. Merge or cut.',
  'Consider a more precise verb; "helped" undersells the work you describe.',
  'The reader needs one more sentence of context before this moment.',
];
const messageBodies = [
  'Thank you for taking my statement. Is there anything you would like me to know about my intake answers?',
  'Happy to work on this with you. I will have the first round to you before the deadline.',
  'Quick question: should I keep the paragraph about my military service or is it a distraction?',
  'Keep it, but shorten it to three sentences and connect it to your interest in veterans law.',
  'I uploaded the revision with your suggestions applied to the opening. Thank you!',
  'Great, I will look at it this evening and send my notes in round two.',
];
const intake = {
  background: [
    'Paralegal for three years at a small litigation firm.',
    'Former court interpreter, now applying after five years of work.',
    'Veteran, studied philosophy on the GI Bill.',
    'Nonprofit program manager focused on tenant rights.',
  ],
  goals: [
    'Public interest housing law.',
    'Immigration law and clinical work.',
    'Environmental litigation for small towns.',
    'Labour law and wage recovery.',
  ],
};
const schools = ['harvard', 'stanford', 'yale', 'columbia', 'chicago', 'nyu', 'other'];
const addOnSets = [
  '{}',
  '{}',
  '{}',
  '{}',
  '{}',
  '{}',
  '{}',
  '{rush}',
  '{extra_revision}',
  '{resume_review}',
  '{t14_reviewer}',
  '{rush,t14_reviewer}',
];

const sqlList = (values) => values.map((v) => pg.escapeLiteral(v)).join(', ');
const sqlArray = (values) => `array[${sqlList(values)}]`;

/** Lookup tables from the shared domain rules, so the SQL below never restates them. */
async function domainTables(client) {
  const { orderTotalCents } = await built('shared/domain/add-ons.js');
  const { deliveryHours } = await built('shared/domain/turnaround.js');
  const { packageTiers } = await built('shared/domain/packages.js');
  const { payoutCents } = await built('shared/domain/payouts.js');
  const rows = [];
  for (const tier of packageTiers) {
    for (const set of new Set(addOnSets)) {
      const ids = set.slice(1, -1).split(',').filter(Boolean);
      rows.push(
        `(${pg.escapeLiteral(tier)}, ${pg.escapeLiteral(set)}::text[], ${orderTotalCents(tier, ids)}, ${deliveryHours(tier, ids)}, ${payoutCents(tier)})`,
      );
    }
  }
  await client.query(`create temp table b_prices (tier text, add_ons text[], total_cents int,
    hours int, payout_cents int)`);
  await client.query(`insert into b_prices values ${rows.join(', ')}`);
  return { packageTiers };
}

/**
 * Counters whose triggers a bulk write turns off, recounting them after (migrations 0015, 0017,
 * 0018 and 0034, whose recount functions 0017, 0018 and 0034 define): each
 * counted row would write a new version of a few hot counter rows in one transaction, and each
 * update walks every earlier version of its row, so 1,000,000 payments took hours; a reviewer's
 * filling take would be read again from their takes for every order seeded.
 */
const RECOUNTED = [
  {
    table: 'submissions',
    triggers: [
      'hourly_deliveries_on_insert_or_delete',
      'hourly_deliveries_on_update',
      'monthly_deliveries_on_package_change',
      'monthly_deliveries_on_order_delete',
      'order_status_counts_on_insert_or_delete',
      'order_status_counts_on_update',
      'reviewer_filling_take_on_order',
    ],
  },
  { table: 'reviews', triggers: ['monthly_deliveries_on_review'] },
  { table: 'audit_log', triggers: ['reviewer_filling_take_on_release'] },
  { table: 'reviewer_profiles', triggers: ['reviewer_filling_take_on_profile'] },
  {
    table: 'payments',
    triggers: ['daily_takings_on_payment_insert_or_delete', 'daily_takings_on_payment_update'],
  },
  {
    table: 'refunds',
    triggers: ['daily_takings_on_refund_insert_or_delete', 'daily_takings_on_refund_update'],
  },
];

/** Turns those triggers off in the caller's transaction; the function returned recounts. */
async function countersOff(client) {
  // One statement at a time: a client runs them in turn anyway, and pg 9 refuses overlapping calls.
  const toggle = async (state) => {
    for (const { table, triggers } of RECOUNTED) {
      for (const trigger of triggers) {
        await client.query(
          `alter table ${pg.escapeIdentifier(table)} ${state} trigger ${pg.escapeIdentifier(trigger)}`,
        );
      }
    }
  };
  await toggle('disable');
  return async () => {
    await toggle('enable');
    await client.query(
      `select hourly_deliveries_recount(), daily_takings_recount(), monthly_deliveries_recount(),
        order_status_counts_recount(), reviewer_filling_take_recount()`,
    );
  };
}

/**
 * Every timestamp column of the app's tables: moved forward together when a seed is reused.
 * Generated columns (a delivery's payout date) follow the columns they are computed from.
 */
async function shiftTimes(client, seconds) {
  const { rows } =
    await client.query(`select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type = 'timestamp with time zone'
      and is_generated = 'NEVER' and table_name <> 'bench_seed'`);
  const byTable = new Map();
  for (const row of rows)
    byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row]);
  await client.query('begin');
  const recount = await countersOff(client);
  for (const [table, columns] of byTable) {
    const sets = columns
      .map(
        ({ column_name: c }) =>
          `${pg.escapeIdentifier(c)} = ${pg.escapeIdentifier(c)} + $1 * interval '1 second'`,
      )
      .join(', ');
    await client.query(`update ${pg.escapeIdentifier(table)} set ${sets}`, [seconds]);
  }
  await recount();
  await client.query(`update bench_seed set seeded_at = seeded_at + $1 * interval '1 second'`, [
    seconds,
  ]);
  await client.query('commit');
}

/** What earlier benchmark runs wrote (the write mix's orders, sessions): gone before a run. */
export async function clearRunData(client) {
  const writers = `select id from users where email like 'bench-writer-%'`;
  await client.query(`delete from submissions where applicant_id in (${writers})`);
  await client.query(`delete from notifications where user_id in (${writers})`);
  await client.query(`delete from audit_log where actor_id in (${writers})`);
  await client.query(`delete from outbox_emails where to_address like 'bench-writer-%'`);
  await client.query('delete from sessions');
  await client.query('delete from auth_throttle');
}

/**
 * Makes `databaseUrl` hold a seeded data set of `orders` orders, reusing one already there
 * (its bench_seed row says so) unless `reseed`. Returns whether it was reused and how long it took.
 */
export async function seedBenchDatabase({
  databaseUrl,
  orders,
  reseed = false,
  log = console.log,
}) {
  const started = performance.now();
  await createDatabase(databaseUrl);
  if (!(await holdsOnlyBenchData(databaseUrl))) {
    throw new Error(
      `${databaseUrl} holds tables but no bench_seed marker: it is not a bench database, so it is left alone.`,
    );
  }
  await migrate(databaseUrl, log);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    await client.query(`create table if not exists bench_seed (orders int not null,
      version int not null, seeded_at timestamptz not null)`);
    const [marker] = (await client.query('select * from bench_seed')).rows;
    if (!reseed && marker?.orders === orders && marker.version === SEED_VERSION) {
      // The data was laid out around its seeding time: deadlines and ages move with the clock
      // (within 4 hours no paid order drifts into the 24-hour guarantee refunds).
      const behind = (Date.now() - marker.seeded_at.getTime()) / 1000;
      if (behind > SHIFT_AFTER_SECONDS) await shiftTimes(client, behind);
      await clearRunData(client);
      await settle(client);
      return { reused: true, seconds: (performance.now() - started) / 1000 };
    }
    log(
      `Seeding ${orders.toLocaleString('en-US')} orders into ${new URL(databaseUrl).pathname.slice(1)}...`,
    );
    await seed(client, populationFor(orders), log);
    await client.query('delete from bench_seed');
    await client.query('insert into bench_seed values ($1, $2, now())', [orders, SEED_VERSION]);
    return { reused: false, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

async function seed(client, population, log) {
  const { hashPassword } = await built('server/domains/auth/passwords.js');
  const { assignedStatuses, deliveredStatuses } = await built('shared/domain/order-lifecycle.js');
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const { applicants, reviewers, admins, orders } = population;
  const step = async (label, sql, params) => {
    const t = performance.now();
    const result = await client.query(sql, params);
    log(
      `  ${label}: ${result.rowCount ?? 0} rows, ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    return result;
  };

  await client.query('begin');
  const { rows: tables } = await client.query(
    `select tablename from pg_tables where schemaname = 'public' and tablename <> 'bench_seed'`,
  );
  await client.query(
    `truncate ${tables.map((t) => pg.escapeIdentifier(t.tablename)).join(', ')} cascade`,
  );
  const recount = await countersOff(client);
  await client.query('select setseed(0.4242)');
  await domainTables(client);
  await client.query(`create temp table b_sentences as
    select k - 1 as k, s from unnest(${sqlArray(sentences)}::text[]) with ordinality as t(s, k)`);

  // People: numbered applicants, reviewers, admins, and one applicant and reviewer per writer.
  // Applicants write from public mail providers as `first.lastN@provider`, so addresses share
  // trigrams as real ones do; the staff and writer accounts are `bench-<kind>-N@bench.test`.
  const people = [
    ['applicant', 'applicant', applicants],
    ['reviewer', 'reviewer', reviewers],
    ['admin', 'admin', admins],
    ['writer-applicant', 'applicant', WRITERS],
    ['writer-reviewer', 'reviewer', WRITERS],
  ];
  for (const [kind, role, count] of people) {
    const address =
      kind === 'applicant'
        ? `lower(n.first || '.' || n.last) || g || '@' || (${sqlArray(MAIL_PROVIDERS)})[1 + g % ${MAIL_PROVIDERS.length}]`
        : `'bench-${kind}-' || g || '@${EMAIL_DOMAIN}'`;
    await step(
      `${kind} accounts`,
      `insert into users (email, password_hash, first_name, last_name, role, created_at, updated_at)
       select ${address}, $1, n.first, n.last, '${role}', t, t
       from generate_series(1, ${count}) g,
         lateral (select (${sqlArray(firstNames)})[1 + g % ${firstNames.length}] as first,
           (${sqlArray(lastNames)})[1 + (g / ${firstNames.length}) % ${lastNames.length}] as last) n,
         lateral (select now() - interval '400 days' + random() * interval '30 days' as t) c`,
      [passwordHash],
    );
  }
  // Each person's kind and number, read back from their address.
  await client.query(`create temp table b_people as
    select id, role, substring(email from '(\\d+)@')::int as n,
      case when email like 'bench-%' then substring(email from '^bench-(.*)-\\d+@') else 'applicant' end as kind
    from users`);
  await client.query(`create temp table b_applicants as select n, id from b_people
    where kind = 'applicant'`);
  await client.query(`create temp table b_reviewers as select n, id from b_people
    where kind = 'reviewer'`);
  await client.query(`create temp table b_admins as select n, id from b_people
    where kind = 'admin'`);
  await client.query('create index on b_applicants (n)');
  await client.query('create index on b_reviewers (n)');

  await step(
    'reviewer profiles',
    `insert into reviewer_profiles (user_id, law_school, practice_area, t14, bio, weekly_capacity,
       accept_rush, premium_only, active, created_at, updated_at)
     select p.id,
       (array['Yale Law School', 'Georgetown Law', 'UCLA School of Law', 'Boston University School of Law',
         'Harvard Law School', 'University of Texas School of Law'])[1 + p.n % 6],
       (array['Appellate litigation', 'Immigration', 'Corporate', 'Public interest', 'Criminal defense'])[1 + p.n % 5],
       p.n % 6 in (0, 4), 'Former admissions reader; ' || (5 + p.n % 15) || ' years of practice.',
       case when p.kind like 'writer-%' then 1000000 else (array[3, 5, 7])[1 + p.n % 3] end,
       p.n % 5 <> 0, p.kind = 'reviewer' and p.n % 20 = 7,
       p.kind like 'writer-%' or p.n % 25 <> 3, u.created_at, u.created_at
     from b_people p join users u on u.id = p.id where p.role = 'reviewer'`,
  );
  await step(
    'reviewer applications',
    `insert into reviewer_applications (user_id, law_school, graduation_year, bar_state, bar_year,
       practice_area, t14, bio, status, decided_by, decided_at, created_at)
     select rp.user_id, rp.law_school, 2000 + p.n % 20, 'New York', 2001 + p.n % 20, rp.practice_area,
       rp.t14, rp.bio, 'approved', (select id from b_admins where n = 1),
       rp.created_at + interval '2 days', rp.created_at
     from reviewer_profiles rp join b_people p on p.id = rp.user_id`,
  );
  await step(
    'pending applications',
    `insert into reviewer_applications (user_id, law_school, graduation_year, bar_state, bar_year,
       practice_area, t14, bio, created_at)
     select a.id, 'Columbia Law School', 2015, 'California', 2016, 'Litigation', false,
       'Litigator applying to review statements.', now() - a.n * interval '3 hours'
     from b_applicants a where a.n % 1000 = 17`,
  );
  await client.query(
    `insert into settings (key, value, updated_by) values
       ('auto_assignment', 'false', (select id from b_admins where n = 1)),
       ('sla_alert_threshold', '70', null), ('maintenance_mode', 'false', null)`,
  );

  // The plan of every order: who, when, which status and what happened to it.
  const assigned = sqlList(assignedStatuses);
  const delivered = sqlList(deliveredStatuses);
  await step(
    'order plan',
    `create temp table b_plan as
     with base as (
       select g as n, gen_random_uuid() as id,
         (case when g <= ${SEASON_OPEN_ORDERS} then ${OPEN_HOURS / (365 * 24)} else 1 end) * random()
           as r_age,
         random() as r_status,
         random() as r_tier, random() as r_misc, random() as r_rev, random() as r_doc,
         (${sqlArray(addOnSets)})[1 + floor(random() * ${addOnSets.length})::int]::text[] as add_ons
       from generate_series(1, ${orders}) g
     ), aged as (
       select *, now() - r_age * interval '365 days' as created_at, r_age * 365 * 24 as age_hours,
         case when r_tier < 0.3 then 'basic' when r_tier < 0.85 then 'core' else 'premium' end as tier
       from base
     ), statused as (
       select *,
         case
           when r_status < 0.04 then 'draft'
           when age_hours < ${OPEN_HOURS} then
             case when r_misc < 0.35 then 'queued' when r_misc < 0.6 then 'assigned' else 'in_review' end
           when age_hours < 14 * 24 then
             case when r_misc < 0.55 then 'feedback_ready' when r_misc < 0.95 then 'completed' else 'refunded' end
           else case when r_misc < 0.95 then 'completed' else 'refunded' end
         end as status
       from aged
     ), timed as (
       select s.*, pr.total_cents, pr.hours,
         case when status = 'draft' then null
           else least(created_at + r_rev * interval '30 minutes', now()) end as paid_at
       from statused s join b_prices pr on pr.tier = s.tier and pr.add_ons = s.add_ons
     )
     select t.*,
       (select id from b_applicants where n = 1 + (t.n::bigint * 7919) % ${applicants}) as applicant_id,
       case when status in (${assigned}) or (status = 'refunded' and r_rev < 0.5)
         then (select id from b_reviewers where n = 1 + (t.n::bigint * 104729) % ${reviewers}) end as reviewer_id,
       paid_at + hours * interval '1 hour' as eta_at,
       case when status in (${delivered}) and tier <> 'basic' and r_rev > 0.85 then 2 else 1 end as round,
       r_doc < 0.3 as uploaded
     from timed t`,
  );
  await client.query(`alter table b_plan add column assigned_at timestamptz,
    add column delivered_at timestamptz, add column doc_id uuid, add column text text,
    add column text2 text, add column words int`);
  await step(
    'order times',
    `update b_plan set
       assigned_at = case when reviewer_id is not null
         then least(paid_at + hours * (0.05 + 0.15 * r_misc) * interval '1 hour', now()) end,
       delivered_at = case when status in (${delivered}) or (status = 'refunded' and reviewer_id is not null)
         then least(paid_at + hours * (case when r_misc < 0.08 then 1.1 else 0.5 + 0.4 * r_rev end)
           * interval '1 hour', now() - interval '1 hour') end,
       doc_id = case when r_doc < 0.3 then gen_random_uuid() end`,
  );
  await step(
    'statement texts',
    `update b_plan p set text = (
       select string_agg(s.s, ' ' order by j) from generate_series(0, 27) j
       join b_sentences s on s.k = (p.n * 31 + j * 17 + (j * j * p.n) % 13) % ${sentences.length})`,
  );
  // The sentences hold single spaces only, so spaces + 1 is the word count.
  await client.query(`update b_plan set words = length(text) - length(replace(text, ' ', '')) + 1`);
  await step(
    'revised drafts',
    `update b_plan set text2 = 'I rewrote my opening after my reviewer''s notes. ' || substr(text, 120)
     where round = 2`,
  );
  await client.query('create index on b_plan (id)');

  await step(
    'documents',
    `insert into documents (id, owner_id, storage_key, kind, file_name, content_type, size_bytes,
       extracted_text, word_count, created_at)
     select doc_id, applicant_id, 'bench/' || doc_id || '.pdf', 'statement',
       'personal-statement-' || n || '.pdf', 'application/pdf', 30000 + (n * 37) % 90000, text,
       words, created_at - interval '5 minutes'
     from b_plan where uploaded`,
  );
  await step(
    'orders',
    `insert into submissions (id, applicant_id, status, package_tier, add_ons, target_school,
       word_count, pasted_text, intake_answers, document_id, reviewer_id, assigned_at, round,
       delivered_at, submitted_at, round_started_at, eta_at, created_at, updated_at, queued_at)
     select id, applicant_id, status, tier, add_ons, (${sqlArray(schools)})[1 + n % ${schools.length}],
       words, case when uploaded then null else text end,
       jsonb_build_object(
         'background', (${sqlArray(intake.background)})[1 + n % ${intake.background.length}],
         'goals', (${sqlArray(intake.goals)})[1 + n % ${intake.goals.length}],
         'highlights', case when n % 3 = 0 then 'Led a tenant hotline for two years.' end,
         'concerns', case when n % 4 = 0 then 'Is my second paragraph too long?' end,
         'whySchool', case when n % 5 = 0 then 'Its housing clinic.' end),
       doc_id, reviewer_id, assigned_at, round, delivered_at, paid_at, paid_at, eta_at, created_at,
       coalesce(delivered_at, assigned_at, paid_at, created_at),
       case when status = 'queued' then paid_at end
     from b_plan`,
  );
  // A few orders bought their extra revision after paying: two charges instead of one.
  await client.query(`alter table b_plan add column later_add_on boolean`);
  await client.query(`update b_plan set later_add_on = add_ons = '{extra_revision}'
    and status in (${delivered}) and r_doc > 0.8`);
  await step(
    'order payments',
    `insert into payments (submission_id, purpose, add_ons, amount_cents, received_cents,
       refunded_cents, provider, provider_intent_id, client_secret, status, created_at, succeeded_at)
     select b.id, 'order', case when later_add_on then '{}' else b.add_ons end, amount,
       case when paid_at is not null then amount end,
       case when status = 'refunded' then amount else 0 end, 'test', 'bench_pi_' || n,
       'bench_pi_' || n || '_secret_' || md5(b.id::text),
       case when status = 'refunded' then 'refunded' when paid_at is not null then 'succeeded'
         else 'requires_payment' end,
       created_at + interval '1 minute', paid_at
     from b_plan b join b_prices base on base.tier = b.tier and base.add_ons = '{}',
       lateral (select case when later_add_on then base.total_cents else b.total_cents end as amount) a
     where status <> 'draft' or r_misc < 0.5`,
  );
  await step(
    'add-on payments',
    `insert into payments (submission_id, purpose, add_ons, amount_cents, received_cents,
       provider, provider_intent_id, client_secret, status, created_at, succeeded_at)
     select b.id, 'add_ons', b.add_ons, b.total_cents - base.total_cents, b.total_cents - base.total_cents,
       'test', 'bench_pi_add_' || n, 'bench_pi_add_' || n || '_secret', 'succeeded',
       paid_at + interval '1 hour', paid_at + interval '1 hour'
     from b_plan b join b_prices base on base.tier = b.tier and base.add_ons = '{}'
     where later_add_on`,
  );
  await step(
    'refunds',
    `insert into refunds (payment_id, submission_id, amount_cents, reason, actor_id, created_at)
     select pay.id, b.id, pay.amount_cents,
       case when b.r_rev < 0.3 then 'Turnaround guarantee: not delivered within 24 hours after the deadline'
         else 'Customer asked to cancel before the review was useful' end,
       case when b.r_rev < 0.3 then null else (select id from b_admins where n = 1 + b.n % ${admins}) end,
       least(coalesce(b.delivered_at, b.paid_at) + interval '2 days', now() - interval '10 minutes')
     from b_plan b join payments pay on pay.submission_id = b.id and pay.purpose = 'order'
     where b.status = 'refunded'`,
  );
  await step(
    'partial refunds',
    `with partial as (
       update payments pay set refunded_cents = 5000
       from b_plan b where pay.submission_id = b.id and pay.purpose = 'order'
         and b.status = 'completed' and b.r_doc between 0.5 and 0.51
       returning pay.id, b.id as submission_id, b.n, b.delivered_at)
     insert into refunds (payment_id, submission_id, amount_cents, reason, actor_id, created_at)
     select id, submission_id, 5000, 'Goodwill credit for a late first round',
       (select id from b_admins where n = 1 + partial.n % ${admins}), delivered_at + interval '1 day'
     from partial`,
  );
  await step(
    'order events',
    `insert into order_events (submission_id, actor_id, from_status, to_status, note, created_at)
     select id, applicant_id, null, 'draft', null, created_at from b_plan
     union all select id, null, 'draft', 'queued', null, paid_at from b_plan where paid_at is not null
     union all select id, reviewer_id, 'queued', 'assigned', null, assigned_at from b_plan
       where assigned_at is not null
     union all select id, reviewer_id, 'assigned', 'in_review', null, assigned_at + interval '2 hours'
       from b_plan where assigned_at is not null and status <> 'assigned'
     union all select id, reviewer_id, 'in_review', 'feedback_ready', null, delivered_at from b_plan
       where delivered_at is not null
     union all select id, applicant_id, 'feedback_ready', 'completed', null,
       least(delivered_at + interval '3 days', now()) from b_plan where status = 'completed'
     union all select b.id, r.actor_id, null, 'refunded', r.reason, r.created_at
       from b_plan b join refunds r on r.submission_id = b.id where b.status = 'refunded'`,
  );
  await step(
    'statement drafts',
    `insert into statement_drafts (submission_id, number, text, note, voice, created_at)
     select id, 2, text2, 'I tightened the opening and cut the list of activities, as you suggested.',
       jsonb_build_object('totalWords', 560, 'adoptedWords', 40 + n % 60,
         'adoptedPassages', jsonb_build_array(jsonb_build_object('startOffset', 0, 'endOffset', 48))),
       delivered_at - interval '2 days'
     from b_plan where round = 2`,
  );
  // Rounds: every delivered one, round 1 of a two-round order, half the drafts being written.
  await step(
    'review rounds',
    `insert into reviews (submission_id, reviewer_id, round, summary_memo, rubric_scores,
       submitted_at, created_at, updated_at)
     select b.id, b.reviewer_id, r.round, (${sqlArray(memos)})[1 + (b.n + r.round) % ${memos.length}],
       jsonb_build_object('clarity', 2 + b.n % 4, 'structure', 2 + (b.n / 4) % 4,
         'voice', 2 + (b.n / 16) % 4, 'authenticity', 3 + b.n % 3, 'ethics', 4 + b.n % 2),
       case when b.delivered_at is not null then r.at end, r.at - interval '3 hours', r.at
     from b_plan b, lateral (values
       (1, b.delivered_at is not null,
        case when b.round = 2 then b.delivered_at - interval '4 days' else b.delivered_at end),
       (2, b.round = 2, b.delivered_at),
       (1, b.status = 'in_review' and b.r_misc > 0.8, b.assigned_at + interval '3 hours')
     ) as r(round, wanted, at)
     where b.reviewer_id is not null and r.wanted`,
  );
  await step(
    'anchored comments',
    `insert into review_comments (review_id, start_offset, end_offset, quote, body, suggestion,
       follow_up, created_at)
     select rv.id, k * 700, k * 700 + 60,
       substr(case when rv.round = 2 then b.text2 else b.text end, k * 700 + 1, 60),
       (${sqlArray(commentBodies)})[1 + (b.n + k) % ${commentBodies.length}],
       case when k = 1 then 'I learned to read the silences in a story as carefully as its words.' end,
       case when rv.round = 1 and b.round = 2 then (array['open', 'addressed'])[1 + k % 2] end,
       rv.created_at
     from reviews rv join b_plan b on b.id = rv.submission_id, generate_series(0, 3) k`,
  );
  await step(
    'ratings',
    `insert into review_ratings (review_id, rating, comment, created_at)
     select rv.id, 3 + b.n % 3, case when b.n % 4 = 0 then 'Clear, kind and very useful.' end,
       rv.submitted_at + interval '2 days'
     from reviews rv join b_plan b on b.id = rv.submission_id
     where b.status = 'completed' and rv.round = b.round and b.r_doc < 0.6`,
  );
  await step(
    'messages',
    `insert into messages (submission_id, author_id, body, created_at)
     select b.id, case when k % 2 = 0 then b.applicant_id else b.reviewer_id end,
       (${sqlArray(messageBodies)})[1 + (k + b.n) % ${messageBodies.length}],
       b.assigned_at + k * interval '5 hours'
     from b_plan b, generate_series(0, 3) k
     where b.reviewer_id is not null and b.status <> 'refunded' and k < (b.n % 5)
       and b.assigned_at + k * interval '5 hours' < now()`,
  );
  const notices = `
    select b.applicant_id as user_id, 'Payment received for order #' || upper(right(b.id::text, 4)) as title,
      'Your order is in the queue.' as body, '/orders/' || b.id as link, b.paid_at as at
    from b_plan b where b.paid_at is not null
    union all select b.applicant_id, 'Reviewer assigned to order #' || upper(right(b.id::text, 4)),
      'An attorney is reviewing your statement.', '/orders/' || b.id, b.assigned_at
    from b_plan b where b.assigned_at is not null
    union all select b.applicant_id, 'Feedback ready for order #' || upper(right(b.id::text, 4)),
      'Round ' || b.round || ' is ready to read.', '/results/' || b.id, b.delivered_at
    from b_plan b where b.delivered_at is not null
    union all select b.reviewer_id, 'New message on order #' || upper(right(b.id::text, 4)),
      'The applicant wrote to you.', '/review/' || b.id, b.assigned_at + interval '1 hour'
    from b_plan b where b.reviewer_id is not null and b.n % 5 > 0 and b.status <> 'refunded'`;
  await step(
    'notifications',
    `insert into notifications (user_id, title, body, link, read, created_at)
     select user_id, title, body, link, at < now() - interval '3 days', at from (${notices}) n`,
  );
  await step(
    'outbox emails',
    `insert into outbox_emails (to_address, subject, text_body, html_body, created_at,
       next_attempt_at, attempts, sent_at, transport, last_error)
     select u.email, n.title,
       'Hello,' || chr(10) || chr(10) || n.body || chr(10) || chr(10) || 'Open it: https://review.example.com' || n.link,
       '<p>Hello,</p><p>' || n.body || '</p><p><a href="https://review.example.com' || n.link || '">Open it</a></p>',
       n.at, n.at, 1, n.at + interval '4 seconds', 'log', null
     from (${notices}) n join users u on u.id = n.user_id`,
  );
  await step(
    'audit log',
    `insert into audit_log (actor_id, action, target_type, target_id, details, created_at)
     select r.actor_id, 'order.refund', 'submission', r.submission_id::text,
       jsonb_build_object('amountCents', r.amount_cents,
         'kind', case when r.amount_cents = 5000 then 'partial' else 'full' end, 'reason', r.reason),
       r.created_at
     from refunds r where r.actor_id is not null
     union all
     select (select id from b_admins where n = 1 + b.n % ${admins}), 'order.reassign', 'submission',
       b.id::text, jsonb_build_object('fromReviewerId',
         (select id from b_reviewers where n = 1 + (b.n * 31) % ${reviewers}),
         'toReviewerId', b.reviewer_id, 'status', 'assigned'),
       b.assigned_at + interval '1 hour'
     from b_plan b where b.reviewer_id is not null and b.n % 50 = 3
     union all
     select b.reviewer_id, 'order.release', 'submission', b.id::text,
       jsonb_build_object('reason', 'Conflict of interest: I know the applicant.', 'releasesThisWeek', 1),
       b.assigned_at - interval '1 hour'
     from b_plan b where b.reviewer_id is not null and b.n % 97 = 5
     union all
     select a.id, 'reviewer_application.approve', 'reviewer_application', ra.id::text, '{}'::jsonb, ra.decided_at
     from reviewer_applications ra, b_admins a where a.n = 1 and ra.status = 'approved'
     union all
     select (select id from b_admins where n = 1), 'settings.update', 'settings', null,
       jsonb_build_object('before', jsonb_build_object('autoAssignment', true, 'slaAlertThreshold', 70, 'maintenanceMode', false),
         'after', jsonb_build_object('autoAssignment', false, 'slaAlertThreshold', 70, 'maintenanceMode', false)),
       now() - g * interval '20 days'
     from generate_series(1, 12) g`,
  );
  await recount();
  await client.query('commit');
  const t = performance.now();
  await settle(client);
  log(`  vacuum: ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

/**
 * Leaves the tables as autovacuum keeps them in service. Without a vacuum a freshly loaded or
 * shifted table has no visibility map, and index-only scans would read the heap as they never
 * do in service. The counter tables kept by triggers (reviewer_records, monthly_deliveries,
 * daily_takings, hourly_deliveries) had a row version written for every review, rating,
 * draft, payment and delivery the bulk load inserted, all in one transaction where none could
 * be pruned: reviewer_records was 350 rows in 12 MB. Updated one order at a time in service,
 * they stay a few pages.
 */
async function settle(client) {
  await client.query(
    'vacuum full reviewer_records, monthly_deliveries, daily_takings, hourly_deliveries, order_status_counts',
  );
  await client.query('vacuum analyze');
}
