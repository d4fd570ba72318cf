// Shared Chromium for e2e tests: the system browser (never a downloaded one) driven by playwright-core, and
// axe-core injected into a page to check WCAG 2.1 A/AA.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Flags that keep Chromium quiet and offline in containers and CI. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * CHROME_PATH, else Chromium's headless shell (Debian's chromium-headless-shell: the engine Playwright runs headless
 * tests on, about 14 % less CPU on a journey file than the full browser, docs/decisions.md), else the full browser.
 */
function chromiumPath(): string {
  return process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

/** One axe-core rule violation, trimmed to what a failing test should print. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Tags of the rules we hold pages to: WCAG 2.1 AA (zero violations) and axe's best
 * practices (landmarks, heading order …: the panel's top bar was a second banner, the page behind the open
 * panel stayed in the accessibility tree).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

let axeSource: Promise<string> | undefined;

function loadAxeSource(): Promise<string> {
  const require = createRequire(import.meta.url);
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/** Injects axe-core (once per document) and returns the violations of AXE_TAGS' rules in the page (or in `include`). */
export async function runAxe(page: Page, options: { include?: string } = {}): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.addScriptTag({ content: await loadAxeSource() });
  return page.evaluate(async ({ include, tags }) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(include ?? document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, { include: options.include, tags: AXE_TAGS });
}

/** A readable one-line-per-node summary for assertion messages. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${JSON.stringify(n.target)}`))
    .join('\n');
}
