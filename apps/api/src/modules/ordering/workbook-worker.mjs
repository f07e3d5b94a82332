// The worker thread that reads an uploaded workbook's first sheet (quick-order-file.ts, ADR-040): the
// XML parser of read-excel-file takes minutes on some small damaged or crafted files, and here that
// holds this thread only, which the portal ends at its time limit. Plain JavaScript, because Node
// starts a worker from a file as it is, in development and tests as in the build (copied beside it).
import { parentPort, workerData } from 'node:worker_threads';
import { readSheet } from 'read-excel-file/universal';

/** @type {{ workbook: ArrayBuffer }} The upload's bytes, a copy handed over to this thread. */
const { workbook } = workerData;

// A workbook it cannot read is answered without rows: the portal tells the buyer it is unreadable.
readSheet(workbook, 1).then(
  (rows) => parentPort?.postMessage({ rows }),
  () => parentPort?.postMessage({}),
);
