import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { afterAll, beforeAll, inject } from 'vitest';
import { screenshotDir, siteOrigin, webDriverPort, xDisplay } from './ports';

/**
 * One visitor, in Debian's Firefox ESR (puppeteer-core over WebDriver BiDi) or WebKitGTK (selenium-webdriver
 * against WebKitWebDriver, MiniBrowser under Xvfb): each test is written once against this, for both engines.
 */
type Engine = 'firefox' | 'webkit';

declare module 'vitest' {
  export interface ProvidedContext {
    engine: Engine;
  }
}

/**
 * An element as a visitor names it: what it is (a CSS selector), its accessible name, and where it is; or a form
 * control by its label's text.
 */
export type Target =
  { readonly css: string; readonly name?: string; readonly within?: string } | { readonly label: string };

type PressedKey = 'Tab' | 'Enter' | 'Escape' | 'Shift';

export interface Visitor {
  readonly engine: Engine;
  /** Loads a path of the site, or another URL (another site's, `about:blank` to leave), as a new document. */
  open(pathOrUrl: string): Promise<void>;
  /** Runs a self-contained function in the page (it captures nothing) and returns what it returns, awaited. */
  run<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** Scrolls the target into view at once (the site scrolls smoothly otherwise), then clicks it. */
  click(target: Target): Promise<void>;
  type(target: Target, text: string): Promise<void>;
  press(key: PressedKey): Promise<void>;
  /** The browser's Back button. */
  back(): Promise<void>;
  resize(width: number, height: number): Promise<void>;
  screenshot(name: string): Promise<void>;
  /** The script errors of the current document. */
  scriptErrors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface VisitorOptions {
  /** The visitor has asked their system for reduced motion. */
  readonly reducedMotion?: boolean;
}

/** How long a browser may take to start: a start that hangs (an X server resetting under WebKit) fails the test. */
const sessionStartMs = 45_000;
const initialSize = { width: 1280, height: 800 };

/** Finds a target in the page; runs there, so it captures nothing. */
function findTarget(target: Target): Element | null {
  const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  if ('label' in target)
    return (
      [...document.querySelectorAll('label')].find((label) => text(label).startsWith(target.label))?.control ?? null
    );
  const { css, name, within } = target;
  const scope = within ? document.querySelector(within) : document;
  const named = (element: Element) => (element.getAttribute('aria-label') ?? text(element)) === name;
  return [...(scope?.querySelectorAll(css) ?? [])].find((element) => name === undefined || named(element)) ?? null;
}

/**
 * Scrolls the element to the middle of the view, and resolves once its box is the same in two frames in a row (60
 * frames at most): what Playwright's actions wait for ("stable"). WebDriver's click does not, and a control still
 * moving in (the scroll-to-top link's entrance) can be refused as not interactable.
 */
function scrollIntoViewUntilStill(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center', behavior: 'instant' });
  return new Promise((resolve) => {
    let last = '';
    let frames = 0;
    const compare = () => {
      const box = JSON.stringify(element.getBoundingClientRect());
      frames += 1;
      if (box === last || frames > 60) resolve();
      else {
        last = box;
        requestAnimationFrame(compare);
      }
    };
    requestAnimationFrame(compare);
  });
}

function describe(target: Target) {
  if ('label' in target) return `control labelled "${target.label}"`;
  return `${target.css}${target.name === undefined ? '' : ` named "${target.name}"`}${target.within ? ` in ${target.within}` : ''}`;
}

/** A visitor for the test file, in the engine of the Vitest project running it, for all of the file's tests. */
export function visitorPerFile(options: VisitorOptions = {}): Visitor {
  let current: Visitor | undefined;
  beforeAll(async () => {
    current = await startVisitor(inject('engine'), options);
  }, sessionStartMs + 5_000);
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as Visitor, {
    get(_, key: keyof Visitor) {
      if (!current) throw new Error('the visitor is used before its browser started');
      const value = current[key];
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}

function startVisitor(engine: Engine, options: VisitorOptions): Promise<Visitor> {
  return engine === 'firefox' ? startFirefox(options) : startWebKit(options);
}

async function withDeadline<T>(what: string, started: Promise<T>, onTimeout: () => Promise<void>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void onTimeout().finally(() => reject(new Error(`${what} did not start within ${sessionStartMs} ms`)));
    }, sessionStartMs);
  });
  try {
    return await Promise.race([started, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** The most captures taken while waiting for the page to be still: an entrance settles well within them. */
const stillCaptures = 40;

/**
 * Saves the page once it is still (two captures in a row alike), as a visitor sees it after the entrances have
 * played: a capture right after load can catch a section halfway through fading in.
 */
async function saveScreenshot(name: string, capture: () => Promise<Buffer | Uint8Array>) {
  let png = await capture();
  for (let taken = 1; taken < stillCaptures; taken += 1) {
    const next = await capture();
    if (Buffer.compare(next, png) === 0) break;
    png = next;
  }
  await mkdir(screenshotDir, { recursive: true });
  await writeFile(join(screenshotDir, `${name}.png`), png);
}

async function startFirefox({ reducedMotion = false }: VisitorOptions): Promise<Visitor> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    timeout: sessionStartMs,
    extraPrefsFirefox: reducedMotion ? { 'ui.prefersReducedMotion': 1 } : {},
  });
  const page: Page = await browser.newPage();
  await page.setViewport(initialSize);
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  const element = async (target: Target): Promise<ElementHandle<Element>> => {
    const handle = (await page.evaluateHandle(findTarget, target)).asElement() as ElementHandle<Element> | null;
    if (!handle) throw new Error(`no ${describe(target)}`);
    await handle.evaluate(scrollIntoViewUntilStill);
    return handle;
  };
  return {
    engine: 'firefox',
    async open(path) {
      errors = [];
      await page.goto(new URL(path, siteOrigin).href);
    },
    run: (fn, ...args) => page.evaluate(fn as (...params: unknown[]) => unknown, ...args) as never,
    async click(target) {
      await (await element(target)).click();
    },
    async type(target, text) {
      await (await element(target)).type(text);
    },
    press: (key) => page.keyboard.press(key satisfies KeyInput),
    async back() {
      await page.goBack();
    },
    resize: (width, height) => page.setViewport({ width, height }),
    async screenshot(name) {
      await saveScreenshot(`firefox-${name}`, () => page.screenshot());
    },
    scriptErrors: async () => errors,
    close: () => browser.close(),
  };
}

/** GTK's own switch for animations, which WebKitGTK reports as `prefers-reduced-motion: reduce` when off. */
async function gtkSettingsWithoutAnimations(): Promise<string> {
  const home = await mkdtemp(join(tmpdir(), 'engines-gtk-'));
  await mkdir(join(home, 'gtk-3.0'));
  await writeFile(join(home, 'gtk-3.0/settings.ini'), '[Settings]\ngtk-enable-animations=0\n');
  return home;
}

/** Resolves once the driver answers that it is ready for a session. */
async function driverReady(url: string, driver: ChildProcess) {
  const exited = once(driver, 'exit').then(([code]) => {
    throw new Error(`WebKitWebDriver exited (${String(code)}) before it was ready`);
  });
  const ready = (async () => {
    // Stops asking once the driver is gone (exited, or stopped when its start took too long).
    while (driver.exitCode === null && driver.signalCode === null) {
      const status = await fetch(`${url}/status`).then(
        async (response) => ((await response.json()) as { value?: { ready?: boolean } }).value?.ready === true,
        () => false,
      );
      if (status) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  exited.catch(() => {});
  await Promise.race([ready, exited]);
}

/**
 * Records the page's uncaught errors from the moment it is called. WebKitWebDriver 2.50 offers no WebDriver BiDi
 * (a session asking for it never starts), so nothing can run before the page's own scripts: it is called as the
 * page has loaded, and an error in the app's start shows as a takeover that never comes.
 */
function recordErrors() {
  const errors: string[] = [];
  Object.assign(window, { __engineErrors: errors });
  addEventListener('error', (event) => errors.push(event.message));
  addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
}

async function startWebKit({ reducedMotion = false }: VisitorOptions): Promise<Visitor> {
  const gtkHome = reducedMotion ? await gtkSettingsWithoutAnimations() : undefined;
  // Its own process group, so that closing it ends Xvfb, the driver and the browser together.
  const driverProcess = spawn(
    'xvfb-run',
    [
      '-n',
      String(xDisplay),
      '-s',
      '-screen 0 1920x1080x24 -noreset',
      'WebKitWebDriver',
      `--port=${webDriverPort}`,
      '--host=127.0.0.1',
    ],
    {
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        // As the Playwright suite's Chromium runs with --no-sandbox: a container (CI's) forbids the user namespaces
        // WebKit's sandbox needs, and the pages are the site's own.
        WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: '1',
        ...(gtkHome ? { XDG_CONFIG_HOME: gtkHome } : {}),
      },
    },
  );
  const driverExit = once(driverProcess, 'exit');
  const stopDriver = async () => {
    if (driverProcess.exitCode === null && driverProcess.signalCode === null && driverProcess.pid)
      process.kill(-driverProcess.pid, 'SIGTERM');
    await driverExit;
    if (gtkHome) await rm(gtkHome, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${webDriverPort}`;
  const driver: WebDriver = await withDeadline(
    'WebKit',
    (async () => {
      await driverReady(url, driverProcess);
      return new Builder()
        .usingServer(url)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
            // Without the toolbar, the window's size is the viewport's.
            args: ['--automation', '--full-screen'],
          },
        })
        .build();
    })(),
    stopDriver,
  );
  const element = async (target: Target): Promise<WebElement> => {
    const found = (await driver.executeScript(findTarget, target)) as WebElement | null;
    if (!found) throw new Error(`no ${describe(target)}`);
    await driver.executeScript(scrollIntoViewUntilStill, found);
    return found;
  };
  const keys: Record<PressedKey, string> = { Tab: Key.TAB, Enter: Key.ENTER, Escape: Key.ESCAPE, Shift: Key.SHIFT };
  const visitor: Visitor = {
    engine: 'webkit',
    async open(path) {
      await driver.get(new URL(path, siteOrigin).href);
      await driver.executeScript(recordErrors);
    },
    run: (fn, ...args) => driver.executeScript(fn, ...args) as never,
    async click(target) {
      await (await element(target)).click();
    },
    async type(target, text) {
      await (await element(target)).sendKeys(text);
    },
    async press(key) {
      await driver.actions().keyDown(keys[key]).keyUp(keys[key]).perform();
    },
    back: () => driver.navigate().back(),
    async resize(width, height) {
      await driver.manage().window().setRect({ width, height });
    },
    async screenshot(name) {
      await saveScreenshot(`webkit-${name}`, async () => Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    scriptErrors: async () =>
      ((await driver.executeScript(() => (window as unknown as { __engineErrors?: string[] }).__engineErrors)) ??
        []) as string[],
    async close() {
      await driver.quit().finally(stopDriver);
    },
  };
  await visitor.resize(initialSize.width, initialSize.height);
  return visitor;
}
