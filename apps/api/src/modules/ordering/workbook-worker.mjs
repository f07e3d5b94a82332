// The worker thread that reads an uploaded workbook's first sheet (quick-order-file.ts, ADR-040): the
// XML parser of read-excel-file takes minutes on some small damaged or crafted files, and here that
// holds this thread only, which the portal ends at its time limit. Plain JavaScript, because Node
// starts a worker from a file as it is, in development and tests as in the build (copied beside it).
import { parentPort, workerData } from 'node:worker_threads';
import { readSheet } from 'read-excel-file/universal';

/** @type {{ bytes: Uint8Array }} */
const { bytes } = workerData;

readSheet(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), 1).then(
  (rows) => parentPort?.postMessage({ rows }),
  (error) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
