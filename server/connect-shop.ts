// `npm run shop:connect -- <shop>.myshopify.com --storefront-url https://shop.example.com [--name …]
// [--locale en] [--country US] [--currency USD]`: connects a store to the server. The Admin API token comes from
// the environment (SHOPIFY_ADMIN_TOKEN), never the command line, where `ps` and shell history would keep it; it is
// stored sealed with STATUS_ENCRYPTION_KEY (shop-connections.ts). DATABASE_URL names the server's PostgreSQL.
import { parseArgs } from 'node:util';
import { openDatabase } from './db/index';
import type { Db } from './db/types';
import { parseEncryptionKey } from './secret-box';
import { connectShop, SHOP_ID } from './shop-connections';

export const USAGE =
  'usage: SHOPIFY_ADMIN_TOKEN=… npm run shop:connect -- <shop>.myshopify.com --storefront-url https://shop.example.com [--name "Shop name"] [--locale en] [--country US] [--currency USD]';

/** Connects the shop the arguments name; returns the line to print, or throws an Error whose message says what is wrong. */
export async function connectShopCommand(argv: string[], env: Record<string, string | undefined>, openDb: (url: string) => Promise<Db>): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { 'storefront-url': { type: 'string' }, name: { type: 'string' }, locale: { type: 'string' }, country: { type: 'string' }, currency: { type: 'string' } },
  });
  const problems: string[] = [];
  const domain = positionals[0] ?? '';
  const shopId = /^([a-z0-9][a-z0-9-]*)\.myshopify\.com$/.exec(domain)?.[1];
  if (!shopId || !SHOP_ID.test(shopId)) problems.push(`the shop: '${domain}' is not a <shop>.myshopify.com domain`);
  if (!values['storefront-url']) problems.push('--storefront-url: missing (the storefront shoppers see, https://shop.example.com)');
  const token = env.SHOPIFY_ADMIN_TOKEN?.trim();
  if (!token) problems.push("SHOPIFY_ADMIN_TOKEN: missing (the store's Admin API access token)");
  const databaseUrl = env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL: missing or not postgres://… (the server\'s database)');
  let key: Buffer | null = null;
  try {
    key = parseEncryptionKey(env.STATUS_ENCRYPTION_KEY ?? '');
  } catch (error) {
    problems.push(`STATUS_ENCRYPTION_KEY: ${(error as Error).message}`);
  }
  if (problems.length > 0) throw new Error([...problems, USAGE].join('\n'));
  const db = await openDb(databaseUrl);
  try {
    await connectShop(db, key!, {
      shopId: shopId!,
      accessToken: token!,
      storefrontUrl: values['storefront-url']!,
      ...(values.name ? { name: values.name } : {}),
      ...(values.locale ? { locale: values.locale } : {}),
      ...(values.country ? { countryCode: values.country } : {}),
      ...(values.currency ? { currency: values.currency } : {}),
    });
  } finally {
    await db.close();
  }
  return `connected ${domain}: storefront ${new URL(values['storefront-url']!).origin}, token sealed`;
}

if (process.argv[1]?.endsWith('connect-shop.ts')) {
  try {
    console.log(await connectShopCommand(process.argv.slice(2), process.env, (url) => openDatabase({ databaseUrl: url })));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
