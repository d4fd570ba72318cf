// `npm test`'s test step: three vitest processes side by side, the unit tests (jsdom), the node tests (API,
// servers, tools) and the Chromium journeys (project e2e). One vitest process ran its projects' files one at a
// time here (vitest 4, projects with fileParallelism false under maxWorkers 2: measured, a node file and two e2e
// files took the sum of their times), and the node and e2e files mostly wait on servers and Chromium, so the
// two cores are better used by three processes (measured: unit and node in one process took 16.4 min, most
// of it waiting). The unit output streams live; the node and journeys' output is printed whole when each
// finishes (no interleaved lines). Exits non-zero when any fails. Arguments are passed to all (e.g. -t).
//
// A fourth job runs the shopper API suites and a few journeys again on a throwaway PostgreSQL server (the same
// files: STATUS_TEST_POSTGRES_URL makes their harness open a fresh database there instead of PGlite), once the
// unit process is done. STATUS_TEST_POSTGRES=only runs just that job, =skip leaves it out.
import { spawn } from 'node:child_process';
import { postgresMissing, startPostgres, TEST_POSTGRES_ENV } from './postgres-server';

interface Run {
  name: string;
  code: Promise<number>;
  output: string[];
}

// Kept small for CI's time (docs/scaling.md): every shared API case (shopper), the suite that aims each user's
// calls at another, and two journeys whose saves and orders go through the database end to end.
const POSTGRES_SUITES = ['server/shopper.test.ts', 'server/authorization.test.ts', 'tests/e2e/favorites.test.ts', 'tests/e2e/orders.test.ts'];

function vitest(name: string, projects: string[], live: boolean, extra: { files?: string[]; env?: Record<string, string> } = {}): Run {
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), ...(extra.files ?? []), ...process.argv.slice(2)];
  const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...extra.env };
  const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  const output: string[] = [];
  const take = (stream: NodeJS.WritableStream) => (chunk: Buffer) => (live ? stream.write(chunk) : output.push(chunk.toString()));
  child.stdout.on('data', take(process.stdout));
  child.stderr.on('data', take(process.stderr));
  const code = new Promise<number>((resolve) => child.on('close', (status) => resolve(status ?? 1)));
  return { name, code, output };
}

async function postgresJob(): Promise<{ code: number; output: string[]; summary: string }> {
  if (postgresMissing('the PostgreSQL job')) return { code: 0, output: [], summary: 'PostgreSQL skipped (not installed)' };
  const jobStarted = Date.now();
  const server = await startPostgres({ settings: { max_connections: '200' } });
  try {
    const job = vitest('postgres', ['node', 'e2e'], false, { files: POSTGRES_SUITES, env: { [TEST_POSTGRES_ENV]: server.adminUrl } });
    const code = await job.code;
    const minutes = ((Date.now() - jobStarted) / 60_000).toFixed(1);
    return { code, output: job.output, summary: `PostgreSQL ${code === 0 ? 'passed' : 'FAILED'} (${minutes} min)` };
  } finally {
    await server.stop();
  }
}

const mode = process.env.STATUS_TEST_POSTGRES ?? 'after';
const started = Date.now();
if (mode === 'only') {
  const job = await postgresJob();
  process.stdout.write(job.output.join(''));
  console.log(`\nnpm test: ${job.summary}`);
  process.exit(job.code);
}
const unit = vitest('unit', ['unit'], true);
const node = vitest('node', ['node'], false);
const e2e = vitest('e2e', ['e2e'], false);
/** A run's exit code and the minutes since the start when it ended (the summary shows which job is longest). */
const ended = (run: Promise<number>) => run.then((code) => ({ code, minutes: ((Date.now() - started) / 60_000).toFixed(1) }));
const [unitEnd, nodeEnd, e2eEnd] = [ended(unit.code), ended(node.code), ended(e2e.code)];
// The PostgreSQL job takes the core the unit tests free; the node tests and the journeys go on beside it.
const onPostgres =
  mode === 'skip'
    ? null
    : unit.code.then(postgresJob).catch((error: Error) => ({ code: 1, output: [`${error.stack ?? error}\n`], summary: 'PostgreSQL FAILED to start' }));
await Promise.all([unitEnd, nodeEnd]);
process.stdout.write(`\n──── node (API, servers, tools), run beside unit ────\n${node.output.join('')}`);
await e2eEnd;
process.stdout.write(`\n──── e2e (Chromium journeys), run beside unit and node ────\n${e2e.output.join('')}`);
const pgJob = await onPostgres;
if (pgJob) process.stdout.write(`\n──── the PostgreSQL job: ${POSTGRES_SUITES.length} files on a PostgreSQL 15 server ────\n${pgJob.output.join('')}`);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const pgSummary = pgJob ? `, ${pgJob.summary}` : '';
const verdict = async (end: Promise<{ code: number; minutes: string }>) => {
  const { code, minutes } = await end;
  return `${code === 0 ? 'passed' : 'FAILED'} (${minutes} min)`;
};
console.log(`\nnpm test: unit ${await verdict(unitEnd)}, node ${await verdict(nodeEnd)}, e2e ${await verdict(e2eEnd)}${pgSummary}; all ${minutes} min`);
const codes = await Promise.all([unitEnd, nodeEnd, e2eEnd]);
process.exit(codes.find(({ code }) => code !== 0)?.code ?? pgJob?.code ?? 0);
