#!/usr/bin/env node
// status-plugin new <id> [--dir <folder>] [--sdk <spec>]   a plugin skeleton (sdk/scaffold.mjs)
// status-plugin dev [<folder>] [--port <port>]              rebuild on change and serve it (sdk/dev-server.mjs)
import { parseArgs } from 'node:util';
import path from 'node:path';

const USAGE = `Usage:
  status-plugin new <id> [--dir <folder>] [--sdk <version or file:tarball>]
  status-plugin dev [<folder>] [--port <port>] [--host 127.0.0.1|localhost]`;

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'new') {
    const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { dir: { type: 'string' }, sdk: { type: 'string' } } });
    const [id] = positionals;
    if (!id) throw new Error(`status-plugin new: give the plugin's id\n${USAGE}`);
    const { scaffoldPlugin } = await import('../scaffold.mjs');
    // npm scripts run in the package's folder; INIT_CWD is where the command was typed.
    const { dir, files } = await scaffoldPlugin({ id, dir: values.dir ?? id, sdk: values.sdk, cwd: process.env.INIT_CWD ?? process.cwd() });
    console.log(`Created ${id} in ${dir} (${files.length} files). Next:\n  cd ${path.relative(process.cwd(), dir).startsWith('..') ? dir : path.relative(process.cwd(), dir) || '.'}\n  npm install\n  npm test\n  npm run dev`);
  } else if (command === 'dev') {
    const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { port: { type: 'string' }, host: { type: 'string' } } });
    const { startDevServer } = await import('../dev-server.mjs');
    const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] ?? '.');
    const server = await startDevServer({ dir, port: values.port === undefined ? 5174 : Number(values.port), host: values.host ?? '127.0.0.1' });
    console.log(
      `Serving ${server.id} on ${server.origin}\n  module:   ${server.url}\n  manifest: ${server.origin}/${server.id}.manifest.json\n` +
        `In the devstore's admin (npm start), add a plugin with the id ${server.id} and this module URL. Ctrl-C stops.`,
    );
    const stop = () => server.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } else {
    throw new Error(USAGE);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
