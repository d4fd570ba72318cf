// A merchant edits an outside plugin's settings in the devstore's admin, and the API checks them against the
// manifest the plugin publishes (http on 127.0.0.1, which the devstore's API reads in development). The provider
// releases a stricter manifest while the page is open: the save is refused and the API's error shows beside the
// field. Another provider's manifest fails after the page loaded: the settings are saved, and the card says they
// could not be checked, naming the manifest and why.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getShop } from '../../server/db/shops.ts';
import { formatViolations, runAxe } from './browser.ts';
import { useDevstore } from './fixture.ts';

const e2e = useDevstore('plugin-settings');

const schema = (maxLength: number) => ({
  type: 'object',
  additionalProperties: false,
  properties: { programName: { title: 'Program name', type: 'string', minLength: 1, maxLength } },
});
const manifest = (id: string, name: string, maxLength: number) => ({ id, name, version: '2.1.0', provider: 'Acme Rewards', settingsSchema: schema(maxLength) });

let cdn: Server;
let cdnUrl: string;
/** The provider's current release: the stricter one replaces the first while the admin is open. */
let strict = false;
let farDown = false;

beforeAll(async () => {
  cdn = createServer((req, res) => {
    const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
    if (req.url === '/loyal-points.manifest.json') res.writeHead(200, headers).end(JSON.stringify(manifest('loyal-points', 'Loyal Points', strict ? 10 : 40)));
    else if (req.url === '/far-points.manifest.json' && !farDown) res.writeHead(200, headers).end(JSON.stringify(manifest('far-points', 'Far Points', 40)));
    else res.writeHead(req.url === '/far-points.manifest.json' ? 503 : 404, headers).end('{}');
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  const plugins = [
    { id: 'loyal-points', src: `${cdnUrl}/loyal-points.js` },
    { id: 'far-points', src: `${cdnUrl}/far-points.js` },
  ];
  await e2e.devstore.db.query(`update shops set settings = settings || $2::jsonb where id = $1`, ['demo-store', JSON.stringify({ plugins })]);
});

afterAll(async () => {
  cdn?.closeAllConnections();
  await new Promise((resolve) => cdn?.close(resolve));
});

describe("an outside plugin's settings in the admin", () => {
  it('are refused beside the field by the published schema, and saved with a warning when it cannot be read', async () => {
    const context = e2e.track(await e2e.browser.newContext({ viewport: { width: 1366, height: 900 }, bypassCSP: true }));
    const page = await context.newPage();
    await page.goto(e2e.devstore.adminUrl);

    const loyal = page.locator('[data-plugin="loyal-points"]');
    await loyal.getByRole('button', { name: 'Settings for Loyal Points' }).click();
    const name = page.locator('#group-loyal-points_programName');
    await name.fill('Loyal Points Club');
    strict = true; // released after the page read the manifest: the browser's form still allows 40 characters
    await loyal.getByRole('button', { name: 'Save Loyal Points settings' }).click();
    await page.locator('#group-loyal-points_programName__error').filter({ hasText: 'must NOT have more than 10 characters' }).waitFor();
    expect(await loyal.locator('.error-summary li').allTextContents()).toEqual(["'Program name' must NOT have more than 10 characters"]);
    expect(await loyal.locator('.form-status').textContent()).toMatch(/^Not saved: loyal-points\.programName: must NOT have more than 10 characters/);
    expect((await getShop(e2e.devstore.db, 'demo-store'))!.settings['loyal-points']).toBeUndefined();
    await name.fill('Loyal');
    await loyal.getByRole('button', { name: 'Save Loyal Points settings' }).click();
    await loyal.locator('.form-status').filter({ hasText: 'Saved.' }).waitFor();
    expect((await getShop(e2e.devstore.db, 'demo-store'))!.settings['loyal-points']).toEqual({ programName: 'Loyal' });

    const far = page.locator('[data-plugin="far-points"]');
    await far.getByRole('button', { name: 'Settings for Far Points' }).click();
    await page.locator('#group-far-points_programName').fill('Far Club');
    farDown = true;
    await far.getByRole('button', { name: 'Save Far Points settings' }).click();
    await far.locator('.form-status').filter({ hasText: 'Saved.' }).waitFor();
    const notice = far.getByRole('status').filter({ hasText: 'Could not check these settings' });
    expect(await notice.textContent()).toBe(
      `Could not check these settings: the plugin's manifest at ${cdnUrl}/far-points.manifest.json answered HTTP 503. They were saved as they are.`,
    );
    expect((await getShop(e2e.devstore.db, 'demo-store'))!.settings['far-points']).toEqual({ programName: 'Far Club' });

    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
});
