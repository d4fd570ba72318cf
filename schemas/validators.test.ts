// The generated validators must behave exactly like ajv compiling the same schema live (same verdict, same
// errors, same defaults written into the data), must be free of runtime code compilation, and must give the
// defaults docs/behaviour.md (Merchant settings) names. Runs the generator first so it never checks stale output.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateValidators, type GenerateResult } from './build.ts';
import { createAjv } from './codegen/ajv.ts';
import { GENERATED_DIR, loadSchemaFiles, type JsonSchema, type SchemaFile } from './codegen/schema-files.ts';
import { GENERATED_HEADER, importedModules } from './codegen/standalone-esm.ts';
import { formatErrors, type Validator } from './validate.ts';
import { SAMPLES } from './validators.samples.ts';

const files = await loadSchemaFiles();
const live = createAjv(files);
const generatedPath = (file: SchemaFile, ext: '.js' | '.d.ts') => path.join(GENERATED_DIR, file.relPath.replace(/\.json$/, ext));

let secondRun: GenerateResult;
beforeAll(async () => {
  await generateValidators();
  secondRun = await generateValidators();
});

async function loadGenerated(file: SchemaFile): Promise<Validator> {
  const mod = (await import(pathToFileURL(generatedPath(file, '.js')).href)) as { default: Validator };
  return mod.default;
}

/** Shape-driven samples, so schemas this suite has no hand-written samples for are still exercised. */
function genericSamples(schema: JsonSchema): unknown[] {
  const wrong = [null, 'x', '', 0, 1.5, true, [], {}, { unknownProperty: 1 }];
  const samples: unknown[] = [...wrong, [{}], [null], ['x'], [{ unknownProperty: 1 }]];
  const properties = schema.properties && typeof schema.properties === 'object' ? Object.keys(schema.properties) : [];
  for (const name of properties) for (const value of wrong) samples.push({ [name]: value });
  return samples;
}

/** Runs one sample through both validators on separate copies and demands identical outcomes. */
function runBoth(generated: Validator, reference: Validator, sample: unknown) {
  const mine = structuredClone(sample);
  const theirs = structuredClone(sample);
  const valid = generated(mine);
  expect(valid, JSON.stringify(sample)).toBe(reference(theirs));
  expect(mine, JSON.stringify(sample)).toEqual(theirs);
  expect(generated.errors ?? null).toEqual(reference.errors ?? null);
  return { valid, data: mine, errors: generated.errors };
}

describe('generation', () => {
  it('produces a .js and a .d.ts for every schema and rewrites nothing on a second run', async () => {
    expect(secondRun).toEqual({ written: [], removed: [] });
    for (const file of files) {
      await expect(readFile(generatedPath(file, '.js'), 'utf8')).resolves.toBeTruthy();
      await expect(readFile(generatedPath(file, '.d.ts'), 'utf8')).resolves.toBeTruthy();
    }
  });

  it('has hand-written samples for every schema owned by this folder (schemas/api/ is owned elsewhere)', () => {
    const mine = files.map((f) => f.relPath).filter((p) => !p.startsWith('api/'));
    expect(mine.filter((p) => !SAMPLES[p])).toEqual([]);
    expect(mine.length).toBeGreaterThanOrEqual(34);
  });
});

describe.each(files.map((file) => [file.relPath, file] as const))('%s', (_relPath, file) => {
  const reference = () => live.getSchema(file.id) as Validator;

  it('agrees with a live ajv compile on generic samples', async () => {
    const generated = await loadGenerated(file);
    for (const sample of genericSamples(file.schema)) runBoth(generated, reference(), sample);
  });

  const samples = SAMPLES[file.relPath];
  if (!samples) return;

  it('accepts its valid samples, like live ajv', async () => {
    const generated = await loadGenerated(file);
    for (const sample of samples.valid) {
      const { valid, errors } = runBoth(generated, reference(), sample);
      expect(valid, `${JSON.stringify(sample)}: ${formatErrors(errors)}`).toBe(true);
    }
  });

  it('rejects its invalid samples with errors, like live ajv', async () => {
    const generated = await loadGenerated(file);
    for (const sample of samples.invalid) {
      const { valid, errors } = runBoth(generated, reference(), sample);
      expect(valid, JSON.stringify(sample)).toBe(false);
      expect(errors?.length).toBeGreaterThan(0);
    }
  });
});

describe('generated code', () => {
  const require = createRequire(import.meta.url);
  const ALLOWED_IMPORTS = [/^ajv\/dist\/runtime\/[a-z0-9_]+\.js$/, /^ajv-formats\/dist\/formats\.js$/];

  /** Fails on runtime code compilation in a file and in every module it pulls in. */
  function expectNoEval(file: string, seen = new Set<string>()) {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    expect(code, file).not.toMatch(/new\s+Function|\beval\s*\(/);
    const local = createRequire(file);
    for (const [, specifier] of code.matchAll(/\brequire\(["']([^"']+)["']\)/g)) expectNoEval(local.resolve(specifier!), seen);
  }

  it.each(files.map((f) => [f.relPath, f] as const))('%s: header first, no eval, only tiny ajv runtime imports', async (_p, file) => {
    const js = await readFile(generatedPath(file, '.js'), 'utf8');
    const dts = await readFile(generatedPath(file, '.d.ts'), 'utf8');
    expect(js.split('\n')[0]).toBe(GENERATED_HEADER);
    expect(dts.split('\n')[0]).toBe(GENERATED_HEADER);
    expect(js).not.toMatch(/new\s+Function|\beval\s*\(|\brequire\(/);
    for (const specifier of importedModules(js)) {
      expect(ALLOWED_IMPORTS.some((allowed) => allowed.test(specifier)), specifier).toBe(true);
      expectNoEval(require.resolve(specifier));
    }
  });
});

describe('defaults', () => {
  it('fills every settings group of an empty settings object', async () => {
    const { default: validateSettings } = await import('./generated/settings.js');
    const settings: unknown = {};
    if (!validateSettings(settings)) throw new Error(formatErrors(validateSettings.errors));
    expectTypeOf(settings.authMethod.method).toEqualTypeOf<'otp' | 'magicLink'>();
    expect(settings.authMethod).toEqual({ method: 'otp' });
    expect(settings.saved).toEqual({ isActive: false, redirectToCart: true });
    expect(settings.buyItAgain).toEqual({ isActive: false, redirectToCart: true });
    expect(settings.popularToday).toEqual({ isActive: true });
    expect(settings.signInMethods).toEqual({ isActive: true, google: true });
    expect(settings.privacyPolicy).toEqual({ isActive: false, privacyPolicy: '/policies/privacy-policy', termsOfService: '/policies/terms-of-service' });
    expect(settings.utmTracking).toEqual({ isActive: false, source: 'status', medium: 'link' });
    expect(settings.membership).toEqual({ isActive: false, name: 'Membership', link: '/community/membership' });
    expect(settings.wishlist).toEqual({ isActive: false, showInAppButtons: false, icon: 'heart', notificationDestination: 'site' });
    expect(settings.orderLabel).toEqual({ display: 'status' });
    expect(settings.content).toEqual([]);
    expect(settings.dynamicPages).toEqual([]);
    // Every group settings.json names (two points providers share settings/points.json, so not one per file).
    const root = files.find((f) => f.relPath === 'settings.json')!.schema as { properties: Record<string, unknown> };
    const groups = Object.keys(root.properties);
    expect(Object.keys(settings).sort()).toEqual(groups.sort());
  });

  it('fills defaults inside arrays: trigger delay, block order and login flag, page authRequired', async () => {
    const { default: validateTriggers } = await import('./generated/settings/notificationTriggers.js');
    const triggers: unknown = { triggers: [{ amount: 3, toastMessage: 'Saved?' }] };
    if (!validateTriggers(triggers)) throw new Error(formatErrors(validateTriggers.errors));
    expect(triggers.triggers[0]).toEqual({ amount: 3, toastMessage: 'Saved?', event: 'productView', delay: 1000 });

    const { default: validatePages } = await import('./generated/settings/dynamicPages.js');
    const pages: unknown = [{ route: 'faq', content: [{ id: 'b1', type: 'link-list', links: [{ label: 'Help', url: '/help' }] }] }];
    if (!validatePages(pages)) throw new Error(formatErrors(validatePages.errors));
    expect(pages[0]!.authRequired).toBe(true);
    expect(pages[0]!.content[0]).toMatchObject({ order: 0, requiresLogin: false });
  });

  it('fills theme and customer defaults', async () => {
    const { default: validateTheme } = await import('./generated/theme.js');
    const theme: unknown = {};
    expect(validateTheme(theme)).toBe(true);
    expect(theme).toEqual({ widget: { position: 'bottom' }, customCss: '' });
    const { default: validateCustomer } = await import('./generated/customer.js');
    const customer: unknown = { customerId: '7' };
    expect(validateCustomer(customer)).toBe(true);
    expect(customer).toEqual({ customerId: '7', personalizations: {} });
  });
});
