// The developers' way in: `npm run dev` (scripts/dev.mjs: the development build with hot updates, in front of the
// reference back end) with Redux DevTools, in Chromium, the extension played by a stand-in
// (tests/support/devtoolsStandIn.ts: the extension's own in-page library). A new visitor makes a login and saves
// step 1: the extension receives each action and state with a trace of where it was dispatched, and nothing typed
// that is personal (email, password, names, date of birth, SSN, address, phone, ID number); jumping back to a state
// before step 1 was saved brings step 1 back on screen. The production build never connects to the extension.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { fillPersonal, makeLogin, unique } from './applicationSteps';
import { brandUrl, browserSession, logIn, persona, signedIn } from './browser';
import { devtoolsStandIn, type Received } from '../support/devtoolsStandIn';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { freePort } = require('../../scripts/free-port.cjs') as { freePort: () => Promise<number> };

const root = resolve(__dirname, '../..');
const productionPort = process.env.E2E_PORT ?? '8181';
let dev: ChildProcess | undefined;
let devPort = '';

beforeAll(async () => {
  const [port, backend, smtp, maildev, cards] = await Promise.all(Array.from({ length: 5 }, freePort));
  devPort = String(port);
  dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: devPort,
      BACKEND_PORT: String(backend),
      DATA_DIR: 'memory://',
      QUIET: 'true',
      LOG_LEVEL: 'warn',
      START_MAILDEV: 'true',
      SMTP_PORT: String(smtp),
      MAILDEV_WEB_PORT: String(maildev),
      // The card processor's stand-in on a free port too: an `npm start` left running holds the default (8090).
      CARD_PROCESSOR_PORT: String(cards),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The first development build, then the back end behind it (asked directly, then through the dev server).
  const deadline = Date.now() + 240_000;
  for (const base of [`http://127.0.0.1:${backend}`, `http://127.0.0.1:${devPort}`]) {
    for (;;) {
      if (dev.exitCode !== null) throw new Error(`npm run dev exited with code ${dev.exitCode}`);
      const up = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error('npm run dev did not answer within 240 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}, 300_000);

afterAll(async () => {
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev!.once('exit', resolve));
    dev.kill('SIGINT');
    await exited;
  }
});

const session = browserSession();

/** Runs `walk` with the brand URLs on `port` (the helpers read E2E_PORT). */
async function onPort<T>(port: string, walk: () => Promise<T>): Promise<T> {
  process.env.E2E_PORT = port;
  try {
    return await walk();
  } finally {
    process.env.E2E_PORT = productionPort;
  }
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { __devtools: { received: Received[] } }).__devtools.received);

it('connects Redux DevTools to the development build: sanitized actions with traces, and time travel that the screen follows', async () => {
  const { page } = session;
  await page.addInitScript(devtoolsStandIn());
  const visitor = persona('apply-visitor');
  const profile = visitor.profile;
  const email = unique(visitor.email);
  await onPort(devPort, async () => {
    await makeLogin(page, 'cng', {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email,
      password: visitor.password!,
    });
    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
    await fillPersonal(page, {
      ssn: profile.ssn!,
      dateOfBirth: '05/17/1991',
      street: profile.addressLine1!,
      city: 'Columbus',
      state: 'OH',
      zip: profile.zipCode!,
      phone: profile.phone!,
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Choose your loan' }).waitFor();
  });

  const devtools = await page.evaluate(() => {
    const { connections, options } = (window as unknown as { __devtools: { connections: number; options: unknown } })
      .__devtools;
    return { connections, options };
  });
  expect(devtools).toEqual({
    connections: 1,
    options: {
      name: 'Lending portal',
      trace: true,
      traceLimit: 25,
      actionSanitizer: 'function',
      stateSanitizer: 'function',
    },
  });
  const actions = await received(page);
  const types = actions.map((action) => action.type);
  expect(types).toEqual(expect.arrayContaining(['application/entered', 'application/stepSaved']));
  // Each action comes with where it was dispatched, at most 25 frames.
  const traced = actions.filter((action) => action.trace);
  expect(traced.length).toBe(actions.length - 1);
  for (const action of traced)
    expect(action.trace!.split('\n').filter((line) => line.trim().startsWith('at ')).length).toBeLessThanOrEqual(25);
  // Nothing typed that is personal reaches the extension, in an action or a state.
  const everything = actions.map((action) => action.text).join('\n');
  const typed = [
    email,
    visitor.password!,
    profile.firstName,
    profile.lastName,
    profile.ssn!,
    '900-00-0101',
    '05/17/1991',
    '1991-05-17',
    profile.addressLine1!,
    profile.phone!,
    '(614) 555-0188',
    'RD123456',
  ];
  for (const value of typed) expect({ value, found: everything.includes(value) }).toEqual({ value, found: false });

  // Time travel: back to the last state before step 1 was saved, and the screen shows step 1 again.
  const before = await page.evaluate(() => {
    const { store } = (
      window as unknown as {
        __devtools: {
          store: {
            liftedStore: {
              getState: () => { computedStates: { state: { application: { reached: string | null } } }[] };
            };
          };
        };
      }
    ).__devtools;
    const states = store.liftedStore.getState().computedStates;
    const now = states[states.length - 1]!.state.application.reached;
    for (let index = states.length - 1; index >= 0; index -= 1)
      if (states[index]!.state.application?.reached !== now && states[index]!.state.application?.reached) return index;
    return -1;
  });
  expect(before).toBeGreaterThan(0);
  await page.evaluate((index) => {
    const { store, ActionCreators } = (
      window as unknown as {
        __devtools: {
          store: { liftedStore: { dispatch: (action: unknown) => void } };
          ActionCreators: { jumpToState: (index: number) => unknown };
        };
      }
    ).__devtools;
    store.liftedStore.dispatch(ActionCreators.jumpToState(index));
  }, before);
  await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/application/personal');
});

it('does not connect the production build to Redux DevTools', async () => {
  const { page } = session;
  await page.addInitScript(devtoolsStandIn());
  await logIn(page, 'cng', persona('cng-returning'), '/login');
  await signedIn(page);
  await page.goto(brandUrl('cng', '/application'));
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => (window as unknown as { __devtools: { connections: number } }).__devtools.connections),
  ).toBe(0);
});
