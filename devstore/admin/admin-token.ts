// The merchant admin's secret: a random token made once and kept in the devstore data dir (like the session
// key), so a reload or restart keeps working. The API requires it as `Authorization: Bearer` on /admin/*;
// the storefront's admin page hands it to the admin UI (the page is the merchant's own).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const ADMIN_TOKEN_FILE = 'admin.token';

/** The token kept in `dataDir`, created on first use; a fresh one (not kept) without a dataDir. */
export async function loadAdminToken(dataDir?: string): Promise<string> {
  if (!dataDir) return randomBytes(32).toString('base64url');
  const file = path.join(dataDir, ADMIN_TOKEN_FILE);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (/^[A-Za-z0-9_-]{32,}$/.test(existing)) return existing;
  } catch {
    // first start: create it below
  }
  const token = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, token, { mode: 0o600 });
  return token;
}
