// What React commits during a phone's tap on the bench's product page, up to interactive and a while after:
// each commit's time from the click and the components it rendered (their minified names unless the build is
// readable: STATUS_READABLE=1 npm run build). Read through the hook React DevTools use
// (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, installed before the page's scripts), so the build is not changed; a
// component counts as rendered when React ran it for that commit (what React DevTools' profiler counts). Not a
// timing tool: the hook walks the tree at every commit.
//   npx tsx tests/bench/react-commits.ts [dist dir]     (RUNS=2; AFTER_MS=1500 after interactive)
import path from 'node:path';
import { chromePath, launchChromium, settle, shopperTap, throttledPage } from './browser';
import { startStaticServer } from './static-server';

const HOOK = `(() => {
  window.__commits = [];
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (!type || typeof type === 'string') return null;
    return type.displayName || type.name || (type.render && (type.render.displayName || type.render.name)) || (type.type && (type.type.displayName || type.type.name)) || null;
  };
  let renderers = 0;
  let previous = new Set();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(),
    inject() { return ++renderers; }, checkDCE() {}, onScheduleFiberRoot() {}, onPostCommitFiberRoot() {}, onCommitFiberUnmount() {},
    onCommitFiberRoot(_id, root) {
      // A fiber still in the tree as the previous commit left it was not worked on (nor anything below it); one
      // worked on whose component ran has the PerformedWork flag (1), as React DevTools read it.
      const rendered = [];
      const walk = (fiber) => {
        for (; fiber; fiber = fiber.sibling) {
          if (previous.has(fiber)) continue;
          if (fiber.flags & 1) {
            const name = nameOf(fiber);
            if (name) rendered.push(name);
          }
          walk(fiber.child);
        }
      };
      walk(root.current.child);
      previous = new Set();
      const all = (fiber) => {
        for (; fiber; fiber = fiber.sibling) {
          previous.add(fiber);
          all(fiber.child);
        }
      };
      all(root.current.child);
      window.__commits.push([performance.now(), rendered]);
    },
  };
})()`;

const executable = chromePath();
if (!executable) throw new Error('react-commits: no Chromium (CHROME_PATH, /usr/bin/chromium)');
const server = await startStaticServer({ distDir: path.resolve(process.argv[2] ?? 'dist') });
const browser = await launchChromium(executable);
try {
  for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
    const { page, close } = await throttledPage(browser, { device: 'phone' });
    try {
      await page.addInitScript(HOOK);
      await page.goto(`${server.origin}/products/aurora-jacket`);
      await settle(page);
      await page.evaluate(`addEventListener('click', (event) => { window.__clickAt = event.timeStamp; }, { capture: true, once: true });
        addEventListener('status:open', () => { window.__openAt = performance.now(); }, { once: true });`);
      await shopperTap(page, 'header a[href="#status"]');
      while (!(await page.evaluate('!!window.__openAt'))) await new Promise((resolve) => setTimeout(resolve, 50));
      await page.waitForTimeout(Number(process.env.AFTER_MS ?? 1500));
      const [clickAt, openAt, commits] = (await page.evaluate('[window.__clickAt, window.__openAt, window.__commits]')) as [number, number, [number, string[]][]];
      console.log(`run ${run}: status:open ${(openAt - clickAt).toFixed(0)} ms after the click; ${commits.filter(([at]) => at <= openAt).length} commits up to it (ms after the click, components rendered):`);
      for (const [at, rendered] of commits) console.log(`${(at - clickAt).toFixed(0).padStart(6)} ${String(rendered.length).padStart(4)}  ${rendered.join(', ').slice(0, 160)}`);
    } finally {
      await close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
