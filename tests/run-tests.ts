// `npm test`'s test step: the Chromium journeys (project e2e) in one vitest process and the rest (unit, node) in
// another, side by side. One vitest process ran its projects' files one at a time here (vitest 4, two projects
// with fileParallelism false under maxWorkers 2: measured, a node file and two e2e files took the sum of their
// times), so the journeys, which mostly wait on Chromium and servers, waited for the unit and API tests. The
// unit and node output streams live; the journeys' is printed whole when they finish (no interleaved lines).
// Exits non-zero when either process fails. Arguments are passed to both (e.g. a test name filter with -t).
import { spawn } from 'node:child_process';

interface Run {
  name: string;
  code: Promise<number>;
  output: string[];
}

function vitest(name: string, projects: string[], live: boolean): Run {
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), ...process.argv.slice(2)];
  const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
  const output: string[] = [];
  const take = (stream: NodeJS.WritableStream) => (chunk: Buffer) => (live ? stream.write(chunk) : output.push(chunk.toString()));
  child.stdout.on('data', take(process.stdout));
  child.stderr.on('data', take(process.stderr));
  const code = new Promise<number>((resolve) => child.on('close', (status) => resolve(status ?? 1)));
  return { name, code, output };
}

const started = Date.now();
const rest = vitest('unit and node', ['unit', 'node'], true);
const e2e = vitest('e2e', ['e2e'], false);
const [restCode, e2eCode] = await Promise.all([rest.code, e2e.code]);
process.stdout.write(`\n──── e2e (Chromium journeys), run beside unit and node ────\n${e2e.output.join('')}`);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\nnpm test: unit and node ${restCode === 0 ? 'passed' : 'FAILED'}, e2e ${e2eCode === 0 ? 'passed' : 'FAILED'} (${minutes} min)`);
process.exit(restCode || e2eCode);
