// Stands in for `esbuild.config.ts --watch` under `npm start` in start-lock.test.ts (DEVSTORE_BUILD_SCRIPT):
// reports the first build done and stays up like the watcher, but writes nothing (dist/ is shared).
console.log('build: dist/status.js and dist/chunks written');
setInterval(() => undefined, 60_000);
