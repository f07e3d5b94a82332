/**
 * The shipping mail (docs/decisions-made-by-the-team.md, "The shipping mail"): a delivery the documents
 * feed brings that the read model did not have mails each opted-in user of its customer once, through
 * the outbox written with the delivery; a replayed page, a full re-sync or a new install's first sync
 * mail nobody; the setting is the user's own, in the profile.
 */
import type { ProfileResponse } from '@selvedge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncFeed } from '../src/modules/erp-sync/erp-sync.service.js';
import { sendDeliveryMail } from '../src/modules/sales-documents/delivery-mail.js';
import {
  DELIVERY_MAIL_DELAY_SECONDS,
  DELIVERY_MAIL_QUEUE,
  type DeliveryMailJob,
} from '../src/modules/sales-documents/delivery-mail-outbox.js';
import { insertUser } from '../src/modules/users/users.repository.js';
import { demo, expectFieldErrors, expectOk, PUBLIC_URL, portalPerFile } from './support/harness.js';
import { must } from './support/must.js';
import { takeJobs } from './support/outbox.js';
import { isSapRun } from './support/sap-fake.js';

const portal = portalPerFile({ erpData: 'tiny' });
let customerCookie: string;
let viewerCookie: string;
/** A colleague of the demo customer (C10001) who never turned the mail on. */
let colleagueId: string;
/** A colleague of the demo customer who turned it on and was then deactivated. */
let inactiveId: string;
let customerId: string;
let viewerId: string;

const today = () => portal.clock.now().toISOString().slice(0, 10);

async function scalar<T>(text: string, params: unknown[] = []): Promise<T> {
  const { rows } = await portal.database.query<{ value: T }>(text, params);
  return must(rows[0], text).value;
}

/** Syncs only the documents feed, as its scheduled run does, with the outbox. */
const syncDocuments = () =>
  syncFeed(
    { db: portal.database.db, erp: portal.deps.erp, clock: portal.clock, jobs: portal.deps.jobs },
    'salesDocuments',
  );

/**
 * A new delivery of `customerCode` in the ERP, dated today: an order placed in the demo ERP, due today,
 * which the ERP's day then delivers. Answers the delivery's id.
 */
async function deliverNewOrder(customerCode: string, key: string): Promise<number> {
  const item = await scalar<string>(
    `select item_code as value from stock_levels where available > 100 and item_code not like 'S%' order by item_code limit 1`,
  );
  const placed = await portal.deps.erp.placeOrder({
    portalKey: key,
    customerCode,
    orderType: 'B2B',
    reference: `Shipping mail ${key}`,
    shipTo: { addressId: 'Ship to' },
    language: 'nl',
    lines: [{ itemCode: item, quantity: 2, reference: 'kamer 1' }],
  });
  // Only this order is due today; every other open order keeps its own date.
  await portal.database.query(
    `update demo_erp."DocumentLines" set "ShipDate" = $1 where "ObjType" = 17 and "DocEntry" = $2`,
    [today(), placed.docEntry],
  );
  await portal.erp.advance(today());
  return scalar<number>(
    `select "DocEntry" as value from demo_erp."DocumentLines" where "ObjType" = 15 and "BaseType" = 17 and "BaseEntry" = $1 limit 1`,
    [placed.docEntry],
  );
}

/** The jobs the sync queued, sent as the worker sends them. */
async function sendQueued(): Promise<DeliveryMailJob[]> {
  const jobs = await takeJobs<DeliveryMailJob>(portal, DELIVERY_MAIL_QUEUE);
  for (const job of jobs) await sendDeliveryMail(portal.deps, job);
  return jobs;
}

beforeAll(async () => {
  customerCookie = await portal.signIn(demo.customer);
  viewerCookie = await portal.signIn(demo.viewer);
  customerId = await scalar<string>('select id as value from users where email = $1', [demo.customer]);
  viewerId = await scalar<string>('select id as value from users where email = $1', [demo.viewer]);
  const base = {
    role: 'Customer' as const,
    customerCode: 'C10001',
    passwordHash: null,
    language: 'en' as const,
  };
  colleagueId = (await insertUser(portal.database.db, { ...base, email: 'colleague@shipping.test' })).id;
  inactiveId = (
    await insertUser(portal.database.db, {
      ...base,
      email: 'left@shipping.test',
      deliveryMails: true,
      isActive: false,
    })
  ).id;
});

describe('the setting in the profile', () => {
  it('is off until the user turns it on, and is theirs to turn off again', async () => {
    expect(expectOk<ProfileResponse>(await portal.get('/api/profile', customerCookie)).deliveryMails).toBe(
      false,
    );
    expectOk(await portal.patch('/api/profile', { deliveryMails: true }, customerCookie));
    expect(expectOk<ProfileResponse>(await portal.get('/api/profile', customerCookie)).deliveryMails).toBe(
      true,
    );
    expectOk(await portal.patch('/api/profile', { deliveryMails: false }, customerCookie));
    expect(expectOk<ProfileResponse>(await portal.get('/api/profile', customerCookie)).deliveryMails).toBe(
      false,
    );
  });

  it('is refused to staff, who have no deliveries of their own, and a bad value changes nothing', async () => {
    const sales = await portal.signIn(demo.sales);
    expectFieldErrors(await portal.patch('/api/profile', { deliveryMails: true }, sales), {
      deliveryMails: 'NOT_FOR_ROLE',
    });
    expect(expectOk<ProfileResponse>(await portal.get('/api/profile', sales)).deliveryMails).toBe(false);
    expectFieldErrors(await portal.patch('/api/profile', { deliveryMails: 'yes' }, customerCookie), {
      deliveryMails: 'INVALID_VALUE',
    });
  });
});

// A delivery is made by moving the demo ERP's tables (an order due today): on the SAP fake these tests
// are skipped; the mail reads only the read model, which both adapters fill alike (the contract suite).
describe.skipIf(isSapRun())('a new delivery', () => {
  it('on a new install’s first sync mails nobody, though it is recent and its users asked', async () => {
    expectOk(await portal.patch('/api/profile', { deliveryMails: true }, customerCookie));
    const delivery = await deliverNewOrder('C10001', 'shipping-first-sync');
    // A new install: the documents feed has never been read to its end.
    await portal.database.exec(
      `delete from sales_document_lines where kind = 'delivery';
       delete from sales_documents where kind = 'delivery';
       update erp_sync_state set watermark = null, last_succeeded_at = null where feed = 'salesDocuments';`,
    );
    await syncDocuments();
    expect(
      await scalar<number>(
        `select count(*)::int as value from sales_documents where kind = 'delivery' and id = $1`,
        [delivery],
      ),
    ).toBe(1);
    expect(await takeJobs(portal, DELIVERY_MAIL_QUEUE)).toEqual([]);
    expect(await scalar<number>('select count(*)::int as value from delivery_mails')).toBe(0);
  });

  it('mails each opted-in user of its customer once, after a pause for the tracking number, and nobody else', async () => {
    expectOk(await portal.patch('/api/profile', { deliveryMails: true }, viewerCookie));
    const delivery = await deliverNewOrder('C10001', 'shipping-new');
    const sentAt = Date.now();
    await syncDocuments();
    const waiting = await portal.database.query<{ data: DeliveryMailJob; start_after: Date }>(
      `select data, start_after from pgboss.job where name = $1 and state = 'created'`,
      [DELIVERY_MAIL_QUEUE],
    );
    expect(waiting.rows.map((row) => row.data)).toEqual([{ deliveryId: delivery, userId: customerId }]);
    expect(must(waiting.rows[0], 'job').start_after.getTime()).toBeGreaterThanOrEqual(
      sentAt + (DELIVERY_MAIL_DELAY_SECONDS - 5) * 1000,
    );

    expect(await sendQueued()).toHaveLength(1);
    const mails = await portal.mailbox(demo.customer);
    const mail = must(mails[0], 'the shipping mail');
    const number = await scalar<number>(
      `select number as value from sales_documents where kind = 'delivery' and id = $1`,
      [delivery],
    );
    expect(mail.subject).toContain(String(number));
    const [y, m, d] = today().split('-');
    expect(mail.text).toContain(`${d}-${m}-${y}`);
    expect(mail.text).toContain('(kamer 1)');
    expect(mail.text).toContain(`${PUBLIC_URL}/delivery-detail/${delivery}`);
    expect(mail.text).toContain(`${PUBLIC_URL}/api/documents/delivery/${delivery}/pdf`);
    // The carrier's links as the delivery detail shows them (the read model's track-and-trace).
    const links = await scalar<string[]>(
      `select track_and_trace as value from sales_documents where kind = 'delivery' and id = $1`,
      [delivery],
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/delivery-detail/${delivery}"`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/api/documents/delivery/${delivery}/pdf"`);
    for (const link of links) expect(mail.html).toContain(`href="${link}"`);

    // Another customer's user, a colleague without the setting and a deactivated one: nothing.
    expect(await portal.mailbox(demo.viewer)).toEqual([]);
    expect(await portal.mailbox('colleague@shipping.test')).toEqual([]);
    expect(await portal.mailbox('left@shipping.test')).toEqual([]);
    const rows = await portal.database.query<{ user_id: string; outcome: string }>(
      'select user_id, outcome from delivery_mails where delivery_id = $1',
      [delivery],
    );
    expect(rows.rows).toEqual([{ user_id: customerId, outcome: 'sent' }]);
    expect([viewerId, colleagueId, inactiveId]).not.toContain(rows.rows[0]?.user_id);
  });

  it('is not mailed again by a replayed page, a full re-sync, an emptied read model or a job run twice', async () => {
    const before = await portal.mailbox(demo.customer);
    const delivery = await scalar<number>(`select max(delivery_id) as value from delivery_mails`);
    // The same pages again: the watermark back at the start.
    await portal.database.exec(`update erp_sync_state set watermark = null where feed = 'salesDocuments'`);
    await syncDocuments();
    expect(await takeJobs(portal, DELIVERY_MAIL_QUEUE)).toEqual([]);
    // The read model lost the delivery and gets it back: its row says it was mailed.
    await portal.database.query(`delete from sales_documents where kind = 'delivery' and id = $1`, [
      delivery,
    ]);
    await portal.database.exec(`update erp_sync_state set watermark = null where feed = 'salesDocuments'`);
    await syncDocuments();
    expect(await takeJobs(portal, DELIVERY_MAIL_QUEUE)).toEqual([]);
    // A job that runs again (a worker died after sending): the row is settled, nothing is sent.
    expect(await sendDeliveryMail(portal.deps, { deliveryId: delivery, userId: customerId })).toBe('settled');
    expect(await portal.mailbox(demo.customer)).toHaveLength(before.length);
  });

  it('is not mailed to a user who turned the setting off before the mail went', async () => {
    const delivery = await deliverNewOrder('C10001', 'shipping-turned-off');
    await syncDocuments();
    expectOk(await portal.patch('/api/profile', { deliveryMails: false }, customerCookie));
    const before = (await portal.mailbox(demo.customer)).length;
    expect(await sendQueued()).toEqual([{ deliveryId: delivery, userId: customerId }]);
    expect(await portal.mailbox(demo.customer)).toHaveLength(before);
    expect(
      await scalar<string>(`select outcome as value from delivery_mails where delivery_id = $1`, [delivery]),
    ).toBe('skipped');
  });

  it('of another customer mails that customer’s opted-in user, in their language', async () => {
    await portal.database.query(`update users set language = 'de' where id = $1`, [viewerId]);
    const delivery = await deliverNewOrder('C10002', 'shipping-other-customer');
    await syncDocuments();
    expect(await sendQueued()).toEqual([{ deliveryId: delivery, userId: viewerId }]);
    const [mail] = await portal.mailbox(demo.viewer);
    expect(mail?.subject).toMatch(/^Ihre Lieferung \d+ wurde versandt$/);
    expect(mail?.text).toContain('Lieferadresse');
    expect(mail?.html).toContain('lang="de"');
  });

  it('that fails to send is in the error log and is sent by the job’s retry', async () => {
    expectOk(await portal.patch('/api/profile', { deliveryMails: true }, customerCookie));
    const delivery = await deliverNewOrder('C10001', 'shipping-mail-down');
    await syncDocuments();
    const [job] = await takeJobs<DeliveryMailJob>(portal, DELIVERY_MAIL_QUEUE);
    const send = portal.deps.mailer.send;
    portal.deps.mailer.send = async () => {
      throw new Error('SMTP 421 try later');
    };
    try {
      await expect(sendDeliveryMail(portal.deps, must(job, 'job'))).rejects.toThrow('SMTP 421');
    } finally {
      portal.deps.mailer.send = send;
    }
    const logs = await portal.logs();
    expect(logs.at(-1)).toMatchObject({ level: 'error', event: 'MAIL_FAILED', userId: customerId });
    expect(logs.at(-1)?.message).toContain('SMTP 421');
    expect(await sendDeliveryMail(portal.deps, must(job, 'job'))).toBe('sent');
    expect(
      await scalar<string>(`select outcome as value from delivery_mails where delivery_id = $1`, [delivery]),
    ).toBe('sent');
  });
});
