// The load test's command line (the run itself: load.ts):
//
//   npm run load -- [--instances 1,2] [--seconds 20] [--connections 10] [--pool 10]
//                   [--fault db-restart|slow-commerce|commerce-errors|rolling-restart|kill-instance|smtp-down]
//
// prints one table row per instance count, then the failed requests (which, when, the slowest), what was lost
// (nothing acknowledged may be) and what the fault did when. Figures: docs/scaling.md.
import { describeLoad, type Fault, FAULTS, runLoad } from './load';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
};
const seconds = Math.min(30, Number(arg('seconds', '20')));
const connections = Number(arg('connections', '10'));
const poolSize = Number(arg('pool', '10'));
const counts = arg('instances', '1,2').split(',').map(Number);
const fault = (process.argv.includes('--fault') ? arg('fault', '') : null) as Fault | null;
if (fault && !FAULTS.includes(fault)) throw new Error(`unknown fault ${fault}: one of ${FAULTS.join(', ')}`);

console.log(`load: ${seconds} s a run, ${connections} connections, one cycle = 8 requests (open: init, for-you, products batch, saved ids, orders; save, unsave; tracking batch of 3)${fault ? `; fault: ${fault}` : ''}`);
console.log('| instances | connections | requests/s | p50 / p95 / p99 ms | failed | database connections, peak | CPU ms per request: instances / PostgreSQL / HAProxy |');
console.log('|---|---|---|---|---|---|---|');
for (const instances of counts) console.log(describeLoad(await runLoad({ instances, seconds, connections, poolSize, fault }), poolSize).join('\n'));
