// `npm run screenshots`: every shopper page on a phone (390×844) and a desktop, in English and German (the German
// demo shop), and both merchant admins, as the Chromium journeys reach them (STATUS_SCREENSHOTS makes them keep
// one), into tests/screenshots/output/ (git ignored) with an index.html that shows them side by side. Builds
// first; the journeys run one at a time.
// Arguments narrow the journeys, e.g. `npm run screenshots -- profile orders`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'tests/screenshots/output');
const JOURNEYS = [
  'foryou-sections',
  'profile',
  'orders',
  'orders-outage',
  'favorites',
  'card-favorites',
  'programs',
  'preferences',
  'recently-viewed',
  'save-progress',
  'consent',
  'oidc-login',
  'theme-elements',
  'element-toasts',
  'design',
  'look',
  'admin-merchant',
  'embedded-admin',
  'error-reports',
];

const wanted = process.argv.slice(2);
const journeys = wanted.length ? JOURNEYS.filter((name) => wanted.includes(name)) : JOURNEYS;
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (run('npm', ['run', 'build']) !== 0) process.exit(1);
const failed = run('npx', ['vitest', 'run', '--project', 'e2e', ...journeys.map((name) => `tests/e2e/${name}.test.ts`)], { STATUS_SCREENSHOTS: OUT });

const shots = readdirSync(OUT).filter((file) => file.endsWith('.png')).sort();
const figure = (file: string) => `<figure><a href="${file}"><img src="${file}" loading="lazy" alt=""></a><figcaption>${file}</figcaption></figure>`;
writeFileSync(
  path.join(OUT, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Status screenshots</title>
<style>body{font:14px system-ui;margin:24px}main{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
figure{margin:0}img{max-height:420px;border:1px solid #ddd}figcaption{margin-top:4px}</style>
<h1>Status: ${shots.length} screenshots</h1><main>${shots.map(figure).join('')}</main>`,
);
console.log(`${shots.length} screenshots in ${path.relative(ROOT, OUT)}/ (open index.html)${failed ? '; some journeys failed' : ''}`);
process.exit(failed ? 1 : 0);
