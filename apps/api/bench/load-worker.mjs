// The load generator of `npm run bench`, in its own thread so that it does not share the event loop
// of the portal it measures. Runs one autocannon job and sends back its counts and every response
// time (autocannon's own histogram rounds to whole milliseconds; these keep the fraction).
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const responseTimes = [];
const statusCounts = {};
const job = autocannon(workerData.options);
job.on('response', (_client, statusCode, _bytes, responseTime) => {
  responseTimes.push(responseTime);
  statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
});
job.on('reqError', () => {});

const result = await job;
parentPort.postMessage({
  durationSeconds: result.duration,
  sent: result.totalRequests,
  completed: result.totalCompletedRequests,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  statusCounts,
  responseTimes: Float64Array.from(responseTimes),
});
