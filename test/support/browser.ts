import assert from 'node:assert/strict';
import { once } from 'node:events';
import { readFileSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { freePort } from '../../scripts/services/ports';
import { reportOnFailure } from './failure-reports';
import { startTestStack, type TestStack } from './stack';

/** Debian's chromium (apt-get install chromium); CHROMIUM_PATH points elsewhere. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags that keep Chromium from reaching out to Google's services on a machine without internet. */
const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 };

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** When set (npm run screenshots), browser suites save their main screens there for docs/web.md. */
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

/**
 * A suite's stack served over real HTTP on loopback, with PUBLIC_BASE_URL set to that address so
 * that links in e-mails open in the browser, and one Chromium.
 */
export interface WebStack {
  stack: TestStack;
  baseUrl: string;
  browser: Browser;
  /** A fresh browser context (cookies, storage) whose every request leaving baseUrl is refused and recorded. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  /** Requests that tried to leave the service's origin, across every page so far. */
  foreignRequests: string[];
  close(): Promise<void>;
}

export async function startWebStack(options: { env?: Record<string, string> } = {}): Promise<WebStack> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const stack = await startTestStack({ env: { PUBLIC_BASE_URL: baseUrl, ...options.env } });
  const server: Server = stack.app.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: QUIET_FLAGS });
  const contexts: BrowserContext[] = [];
  const foreignRequests: string[] = [];
  const pages = new Map<Page, string[]>();
  const stopReporting = reportOnFailure(async () => {
    const reports = await Promise.all([...pages].map(([page, errors]) => whatPageShows(page, errors)));
    return reports.length ? reports.join('\n') : undefined;
  });

  return {
    stack,
    baseUrl,
    browser,
    foreignRequests,
    async newPage(viewport = DESKTOP_VIEWPORT) {
      const context = await browser.newContext({ viewport, baseURL: baseUrl, locale: 'en-GB', timezoneId: 'UTC' });
      contexts.push(context);
      await context.route('**/*', (route) => {
        const url = route.request().url();
        if (url.startsWith(`${baseUrl}/`) || url.startsWith('data:')) return route.continue();
        foreignRequests.push(url);
        return route.abort('blockedbyclient');
      });
      const page = await context.newPage();
      const errors: string[] = [];
      pages.set(page, errors);
      page.on('close', () => pages.delete(page));
      page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
      });
      return page;
    },
    async close() {
      stopReporting();
      await Promise.allSettled(contexts.map((c) => c.close()));
      await browser.close();
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
      await stack.close();
    },
  };
}

/** What a page showed when a test failed: its address, its visible text, and the errors it logged. */
async function whatPageShows(page: Page, errors: string[]): Promise<string> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 5_000 })
    .catch((err: unknown) => `(its text could not be read: ${String(err)})`);
  const shown = text.length > PAGE_TEXT_SHOWN ? `${text.slice(0, PAGE_TEXT_SHOWN)} …` : text;
  return [`      the page ${page.url()} showed:`, indent(shown), ...errors.map((e) => indent(e))].join('\n');
}

const PAGE_TEXT_SHOWN = 3000;
const indent = (text: string) => text.replace(/^/gm, '        ');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core on the page as it is now; fails on any serious or critical violation. */
export async function assertAccessible(page: Page, where: string): Promise<void> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern.
  const violations = (await page.evaluate(`(async () => {
    ${AXE_SOURCE}
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  })()`)) as AxeViolation[];
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    grave.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    [],
    `accessibility violations on ${where}`,
  );
}

/** Nothing is wider than the viewport: a person at 390 px never scrolls sideways to read the page. */
export async function assertFitsWidth(page: Page, where: string): Promise<void> {
  const overflow = (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
  assert.ok(overflow <= 1, `${where} is ${overflow} px wider than the ${page.viewportSize()?.width} px viewport`);
}

/**
 * No word of a table's cells is broken across lines ("Analyze" over "d"), not even at a hyphen:
 * each word of every cell's text, measured as a range, lies on one line.
 */
export async function assertNoWordBroken(page: Page, where: string): Promise<void> {
  const broken = (await page.evaluate(`(() => {
    const broken = [];
    for (const cell of document.querySelectorAll('td, th')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of node.data.matchAll(/\\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  })()`)) as string[];
  assert.deepEqual(broken, [], `${where} at ${page.viewportSize()?.width} px breaks words in its tables`);
}

/** Saves a full-page screenshot as <name>.png when SCREENSHOTS_DIR is set; does nothing otherwise. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_DIR) return;
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true });
}

/** Signs in on /console as a team member would, and waits for the submissions. */
export async function signInToConsole(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/console');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Submissions', level: 1 }).waitFor();
}
