// An outside developer's loop in Chromium: `status-plugin new` makes a plugin, `status-plugin dev` builds it on
// change and serves it on http://127.0.0.1:<port>; the merchant admin of the devstore adds that URL (accepted in
// development) and lists the plugin from the manifest served beside it (CORS); the storefront's widget imports
// the module and shows its card on For you. A change of the card's text is rebuilt and shows after a reload.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getShop } from '../../server/db/shops.ts';
import { openWidget } from './admin-helpers.ts';
import { formatViolations, runAxe } from './browser.ts';
import { useDevstore } from './fixture.ts';

const e2e = useDevstore('plugin-dev');
const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'sdk/bin/status-plugin.mjs');

let work: string;
let plugin: string;
let dev: ChildProcess | undefined;
let moduleUrl: string;
const devLog: string[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'status-plugin-dev-'));
  plugin = path.join(work, 'dev-cards');
  await new Promise<void>((resolve, reject) =>
    spawn(process.execPath, [bin, 'new', 'dev-cards', '--dir', plugin], { stdio: 'ignore' }).once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`status-plugin new exited ${code}`)))),
  );
  // The repository's installed packages stand in for the skeleton's `npm install` (tests/node/sdk-package.test.ts
  // installs them from the SDK's tarball).
  await symlink(path.join(root, 'node_modules'), path.join(plugin, 'node_modules'));
  const child = spawn(process.execPath, [bin, 'dev', plugin, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  dev = child;
  moduleUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`status-plugin dev did not start:\n${devLog.join('')}`)), 60_000);
    const read = (chunk: Buffer) => {
      devLog.push(chunk.toString());
      const url = /module:\s+(\S+)/.exec(devLog.join(''))?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`status-plugin dev exited ${code}:\n${devLog.join('')}`)));
  });
}, 120_000);

afterAll(async () => {
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev!.once('exit', resolve));
    dev.kill('SIGTERM');
    await exited;
  }
  if (work) await rm(work, { recursive: true, force: true });
});

describe('an outside plugin in development', () => {
  it('is added by its local URL in the admin, shows on the storefront, and shows a change after a reload', async () => {
    expect(moduleUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/dev-cards\.js$/);
    // bypassCSP: axe is injected as an inline script, which the admin page's CSP refuses (rightly).
    const context = e2e.track(await e2e.browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true }));
    const admin = await context.newPage();
    // The widget reports outcomes without waiting for an answer, and the admin reads them beside the card's
    // manifest: reload until the report has landed, giving each load time for its outcomes to arrive.
    const shownAfterReload = async (line: Locator): Promise<boolean> => {
      await admin.reload();
      return line.waitFor({ timeout: 5000 }).then(() => true, () => false);
    };
    await admin.goto(e2e.devstore.adminUrl);
    await admin.getByRole('button', { name: 'Add or remove plugins by URL' }).click();
    const index = await admin.locator('#group-plugins .rjsf-array-item').count();
    await admin.locator('#group-plugins__add').click();
    await admin.locator(`#group-plugins_${index}_id`).fill('dev-cards');
    await admin.locator(`#group-plugins_${index}_src`).fill(moduleUrl);
    await admin.getByRole('button', { name: 'Save plugin URLs' }).click();
    // Listed from the manifest the dev server publishes beside the module.
    const card = admin.locator('[data-plugin="dev-cards"]');
    await card.getByRole('heading', { name: 'Dev Cards' }).waitFor();
    expect(await card.textContent()).toContain('v0.1.0 · Your company');
    const entries = (await getShop(e2e.devstore.db, 'demo-store'))!.settings.plugins as { id: string; src: string }[];
    expect(entries).toContainEqual(expect.objectContaining({ id: 'dev-cards', src: moduleUrl }));

    const first = await openWidget(context, e2e.devstore.storefrontUrl);
    const forYou = first.page.getByRole('dialog', { name: 'For you' });
    await forYou.getByRole('heading', { name: 'Dev Cards' }).waitFor();
    await forYou.getByText('Hello from Dev Cards.').waitFor();
    expect(first.requested).toContain(moduleUrl);
    // The report leaves once every plugin added by URL settled: a page closed before then sends none.
    const reported = (run: { answered: string[] }) => expect.poll(() => run.answered.some((url) => url.endsWith('/plugins/outcomes')), { timeout: 30_000 }).toBe(true);
    await reported(first);
    await first.page.close();
    // The widget told the API it loaded the plugin: its card in the admin says so.
    await expect.poll(() => shownAfterReload(card.getByText('Loaded on the storefront')), { timeout: 30_000, interval: 500 }).toBe(true);

    const messages = path.join(plugin, 'src/messages/en.ts');
    await writeFile(messages, (await readFile(messages, 'utf8')).replace('Hello from Dev Cards.', 'Rebuilt on save.'));
    await expect.poll(async () => (await fetch(moduleUrl)).text(), { timeout: 20_000 }).toContain('Rebuilt on save.');
    const second = await openWidget(context, e2e.devstore.storefrontUrl);
    await second.page.getByRole('dialog', { name: 'For you' }).getByText('Rebuilt on save.').waitFor();
    expect(await second.page.getByText('Hello from Dev Cards.').count()).toBe(0);
    await second.page.close();

    // Settings the plugin's schema refuses (written past the admin, as an old or hand-made value would be): the
    // widget skips the plugin, and the admin's card says why.
    await e2e.devstore.db.query(`update shops set settings = settings || $2::jsonb where id = $1`, ['demo-store', JSON.stringify({ 'dev-cards': { heading: '' } })]);
    const third = await openWidget(context, e2e.devstore.storefrontUrl);
    expect(await third.page.getByText('Rebuilt on save.').count()).toBe(0);
    await reported(third);
    const skipped = card.getByText(/^Skipped on the storefront: invalid settings "dev-cards": .*heading/);
    await expect.poll(() => shownAfterReload(skipped), { timeout: 30_000, interval: 500 }).toBe(true);
    const violations = await runAxe(admin, { include: '[data-plugin="dev-cards"]' });
    expect(violations, formatViolations(violations)).toEqual([]);
    const shots = process.env.PLUGIN_DEV_SCREENSHOTS;
    if (shots) {
      for (const [name, viewport] of [['desktop', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
        await admin.setViewportSize(viewport);
        await card.scrollIntoViewIfNeeded();
        await admin.screenshot({ path: path.join(shots, `admin-outcome-${name}.png`) });
      }
    }
  }, 120_000);
});

describe('a plugin added by URL in the admin', () => {
  it('has one switch, its entry’s: its settings form has no on/off of its own', async () => {
    const context = e2e.track(await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } }));
    const admin = await context.newPage();
    await admin.goto(e2e.devstore.adminUrl);
    const card = admin.locator('[data-plugin="acme-loyalty"]');
    await card.getByRole('heading', { name: 'Acme Loyalty' }).waitFor();
    expect(await card.getByRole('switch').count()).toBe(1);
    await card.getByRole('button', { name: /^Settings/ }).click();
    await card.getByLabel('Program name').waitFor();
    // The manifest's schema has an isActive ("Show Acme Rewards"): the card's switch stands for it.
    expect(await card.getByText('Show Acme Rewards').count()).toBe(0);
    expect(await card.getByRole('checkbox').count()).toBe(0);
  });
});
