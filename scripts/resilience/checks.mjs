// What the database must say after applicants were served through crashes: every paid order is
// queued exactly once, charged once, has its receipt in the outbox, and no order a client was
// told about is missing. Returns { figures, failures } (failures: sentences; empty when sound).
import { pathToFileURL } from 'node:url';
import { builtFile } from './build.mjs';
import { withClient } from './databases.mjs';

/**
 * The receipt's subject, from the server's own notice and email template, so this check cannot
 * drift from them.
 */
async function receiptSubjects() {
  const built = (file) => import(pathToFileURL(builtFile(`dist/node/server/${file}`)).href);
  const { receiptNotice } = await built('domains/payments/notices.js');
  const { renderEmail } = await built('domains/notifications/email-template.js');
  return (submissionId) =>
    renderEmail(
      receiptNotice({
        publicUrl: 'http://unused',
        submissionId,
        tier: 'core',
        addOns: [],
        amountCents: 0,
        etaAt: null,
        forAddOns: false,
      }).email,
    ).subject;
}

async function ordersOf(databaseUrl, emails) {
  const receiptSubject = await receiptSubjects();
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select s.id, u.email, s.status,
         (select count(*) from payments p
           where p.submission_id = s.id and p.purpose = 'order')::int as charges,
         (select count(*) from payments p
           where p.submission_id = s.id and p.purpose = 'order' and p.status = 'succeeded')::int as paid,
         (select count(*) from order_events e
           where e.submission_id = s.id and e.to_status = 'queued')::int as queued_events
       from submissions s join users u on u.id = s.applicant_id
       where u.email = any($1)`,
      [emails],
    );
    const receipts = await client.query(
      `select to_address, subject, count(*)::int as n from outbox_emails
       where to_address = any($1) group by to_address, subject`,
      [emails],
    );
    const receiptCount = new Map(receipts.rows.map((r) => [`${r.to_address} ${r.subject}`, r.n]));
    return rows.map((row) => ({
      ...row,
      receipts: receiptCount.get(`${row.email} ${receiptSubject(row.id)}`) ?? 0,
    }));
  });
}

/** Compares what the applicants (applicants.mjs records) were told with the database. */
export async function checkOrders(databaseUrl, records) {
  const failures = [];
  for (const record of records) {
    if (record.error) failures.push(`${record.email} did not finish: ${record.error}`);
  }
  const orders = await ordersOf(
    databaseUrl,
    records.map((record) => record.email),
  );
  const byId = new Map(orders.map((order) => [order.id, order]));
  const toldPaid = new Set(records.map((record) => record.paidOrderId).filter(Boolean));

  for (const record of records) {
    for (const id of record.createdOrderIds) {
      if (!byId.has(id))
        failures.push(`order ${id} was created for ${record.email} (2xx) but is missing`);
    }
  }
  for (const id of toldPaid) {
    const order = byId.get(id);
    if (order && order.paid !== 1)
      failures.push(
        `order ${id} was paid (the client was told) but has ${order.paid} successful charges`,
      );
  }
  const paidOrders = orders.filter((order) => order.paid > 0);
  for (const order of paidOrders) {
    const problems = [];
    if (order.status !== 'queued') problems.push(`status ${order.status}, not queued`);
    if (order.queued_events !== 1)
      problems.push(`${order.queued_events} events moving it to queued`);
    if (order.paid !== 1) problems.push(`${order.paid} successful charges`);
    if (order.receipts !== 1) problems.push(`${order.receipts} receipt emails in the outbox`);
    if (!toldPaid.has(order.id)) problems.push('paid, but its applicant was never told so');
    if (problems.length > 0)
      failures.push(`paid order ${order.id} (${order.email}): ${problems.join(', ')}`);
  }
  for (const order of orders) {
    if (order.charges > 1) failures.push(`order ${order.id} has ${order.charges} order charges`);
    // Every applicant pays the one order they placed: a draft left is a second order placed by a
    // create sent again.
    if (order.status === 'draft')
      failures.push(`order ${order.id} (${order.email}) is a second, unpaid order`);
    if (order.status !== 'draft' && order.paid === 0)
      failures.push(`order ${order.id} is ${order.status} without a successful charge`);
  }
  return {
    failures,
    figures: {
      'orders checked': orders.length,
      'paid orders': paidOrders.length,
      'unpaid drafts (retried creates)': orders.filter((order) => order.status === 'draft').length,
      'receipts in outbox': paidOrders.reduce((sum, order) => sum + order.receipts, 0),
    },
  };
}
