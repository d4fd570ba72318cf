// A throwaway key and self-signed certificate for 127.0.0.1, so the bench's devstore serves HTTPS with HTTP/2
// as a store's CDN does (docs/performance.md). Made by the openssl command, which PostgreSQL's packages
// install too; the browsers that load it are told to accept it (ignoreHTTPSErrors, --ignore-certificate-errors).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StorefrontTls } from '../../devstore/storefront/listen.ts';

export function selfSignedTls(): StorefrontTls {
  const dir = mkdtempSync(path.join(tmpdir(), 'status-bench-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: ['ignore', 'ignore', 'pipe'] });
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(missing ? 'the bench needs the openssl command for its HTTPS devstore (apt-get install -y openssl)' : `openssl could not make a certificate: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
