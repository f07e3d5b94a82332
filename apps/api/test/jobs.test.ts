/**
 * Jobs are a dependency (ADR-016): any service reaches the queue through deps.jobs, and a job sent
 * inside the service's own transaction is committed or rolled back with it (the outbox guarantee that
 * order placement builds on).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SYNC_QUEUE, requestCustomerSync } from '../src/modules/erp-sync/erp-sync.jobs.js';
import { portalPerFile } from './support/harness.js';

const portal = portalPerFile();

beforeAll(async () => {
  await portal.deps.jobs.prepare();
});

const queued = () => portal.deps.jobs.countJobs(CUSTOMER_SYNC_QUEUE);

describe('a job sent inside a transaction', () => {
  it('is gone when the transaction rolls back, with the rest of its writes', async () => {
    const before = await queued();
    const failure = new Error('the order could not be written');
    await expect(
      portal.database.db.transaction(async (tx) => {
        await requestCustomerSync(portal.deps.jobs, 'C10001', { tx });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await queued()).toBe(before);
  });

  it('is queued once the transaction commits', async () => {
    const before = await queued();
    await portal.database.db.transaction(async (tx) => {
      await requestCustomerSync(portal.deps.jobs, 'C10002', { tx });
    });
    expect(await queued()).toBe(before + 1);
  });

  it('cannot be sent before the queue is prepared, so a transaction never waits on itself', async () => {
    const { createJobQueue } = await import('../src/jobs/job-queue.js');
    const unprepared = createJobQueue(portal.database, { queues: [] });
    await expect(
      portal.database.db.transaction((tx) => unprepared.send('anything', {}, { tx })),
    ).rejects.toThrow(/prepare the job queue/);
  });
});

describe('a job sent without a transaction', () => {
  it('is queued at once', async () => {
    const before = await queued();
    await requestCustomerSync(portal.deps.jobs, 'C40001');
    expect(await queued()).toBe(before + 1);
  });
});
