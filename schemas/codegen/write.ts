// Writes only what changed and removes what no schema produces any more: rewriting identical files would
// wake file watchers (esbuild --watch, vitest) into endless rebuilds, and stale validators would linger.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Returns true when the file was (re)written. */
export async function writeIfChanged(file: string, content: string): Promise<boolean> {
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current === content) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  return true;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(full)));
    else files.push(full);
  }
  return files;
}

/** Deletes files under dir that are not in keep; returns the deleted paths. */
export async function removeStale(dir: string, keep: ReadonlySet<string>): Promise<string[]> {
  const stale = (await listFiles(dir)).filter((file) => !keep.has(file));
  await Promise.all(stale.map((file) => rm(file)));
  return stale;
}
