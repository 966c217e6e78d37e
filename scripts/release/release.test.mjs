import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStale } from './lock.mjs';
import { liveMapOf } from './composition.mjs';
import { readDist, releaseId } from './build.mjs';
import { prune, readHistory, release, rollback, sourceMapKey } from './release.mjs';
import { dirTarget } from '@site/server/targets';
import { contactDelivery, localStatic, remoteBuild, remotesJson, shellBuild } from './fixtures/builds.mjs';

const quiet = () => {};
let root;
let target;

const releaseBuild = (build, options = {}) =>
  release({ target, build, localStatic, commit: 'abc1234', log: quiet, ...options });
const text = async (key) => (await target.read(key))?.toString('utf8');
const siteWithRemotes = async () => {
  await releaseBuild(remoteBuild('agency'));
  await releaseBuild(remoteBuild('payments'));
  await releaseBuild(shellBuild(), { remotesJson });
};

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'release-test-'));
  target = dirTarget(join(root, 'target'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('release and rollback', () => {
  it('composes every page once the shell is live, and a remote release changes only its own pages', async () => {
    await siteWithRemotes();
    expect(await text('site/pay/index.html')).toContain('<h1>payments version 1</h1>');
    expect(await text('site/index.html')).toContain('<h1>agency version 1</h1>');
    expect(await text('site/404.html')).toContain('<h1>Not found</h1>');
    const agencyPage = await target.read('site/index.html');

    const result = await releaseBuild(remoteBuild('payments', 2));
    expect(result.pages).toEqual(['/pay']);
    expect(await text('site/pay/index.html')).toContain('<h1>payments version 2</h1>');
    expect(await target.read('site/index.html')).toEqual(agencyPage);
    expect(await text('payments/remoteEntry.js')).toContain('version 2');
    // Hashed files of both builds stay.
    expect(await target.list('payments/static')).toEqual([
      'payments/static/js/payments.1.js',
      'payments/static/js/payments.2.js',
    ]);

    const history = await readHistory(target, 'payments');
    expect(history.live).toBe(result.id);
    expect(history.releases.map((entry) => entry.commit)).toEqual(['abc1234', 'abc1234']);

    const back = await rollback({ target, app: 'payments', log: quiet });
    expect(back.id).toBe(history.releases[0].id);
    expect(await text('site/pay/index.html')).toContain('<h1>payments version 1</h1>');
    expect(await text('payments/remoteEntry.js')).toContain('version 1');
    await expect(rollback({ target, app: 'payments', log: quiet })).rejects.toThrow('has no release before');
    await expect(rollback({ target, app: 'payments', to: 'nope', log: quiet })).rejects.toThrow('has no release nope');
  });

  it('adds, renames and retires a page with releases of its app alone; a rollback takes the page away', async () => {
    await siteWithRemotes();
    const map = async () => JSON.parse(await text('site/paths.json'));
    const shellFiles = await target.list('site/static');
    const added = await releaseBuild(remoteBuild('payments', 2, { routes: ['/pay', '/pay-links'] }));
    expect(added.pages).toEqual(['/pay', '/pay-links']);
    // The section's layout frames the page the shell's build never knew.
    expect(await text('site/pay-links/index.html')).toMatch(
      /<header>Meridian<\/header><div data-fragment="payments"><h1>payments version 2/,
    );
    expect((await map()).pages['/pay-links']).toMatchObject({ owner: 'payments' });
    expect(await text('site/sitemap.xml')).toContain('<loc>https://www.example.in/pay-links</loc>');
    expect(await target.list('site/static')).toEqual(shellFiles);

    await releaseBuild(
      remoteBuild('payments', 3, { routes: ['/pay', '/links'], redirects: { '/pay-links': '/links' } }),
    );
    expect((await map()).redirects['/pay-links']).toEqual({ to: '/links', owner: 'payments' });
    expect(await target.exists('site/pay-links/index.html')).toBe(false);
    expect(await text('site/links/index.html')).toContain('payments version 3');

    await releaseBuild(remoteBuild('payments', 4, { gone: ['/links', '/pay-links'] }));
    expect((await map()).gone).toEqual({ '/links': 'payments', '/pay-links': 'payments' });
    expect(await target.exists('site/links/index.html')).toBe(false);
    expect(await text('site/sitemap.xml')).not.toContain('links');

    await rollback({ target, app: 'payments', to: added.id, log: quiet });
    expect((await map()).pages['/pay-links']).toMatchObject({ owner: 'payments' });
    await rollback({ target, app: 'payments', to: (await readHistory(target, 'payments')).releases[0].id, log: quiet });
    expect(await map()).toMatchObject({ redirects: {}, gone: {} });
    expect((await map()).pages['/pay-links']).toBeUndefined();
    expect(await target.exists('site/pay-links/index.html')).toBe(false);
    expect(await text('site/sitemap.xml')).not.toContain('pay-links');
  });

  it('makes the same map of the same releases, whichever order they are read in', () => {
    const [shell, agency, payments] = [shellBuild(), remoteBuild('agency'), remoteBuild('payments')];
    expect(JSON.stringify(liveMapOf({ payments, shell, agency }))).toBe(
      JSON.stringify(liveMapOf({ agency, shell, payments })),
    );
  });

  it('refuses before writing anything when the gate fails', async () => {
    await siteWithRemotes();
    const before = await target.list('');
    await expect(releaseBuild(remoteBuild('payments', 2, { requiredReact: '^20.0.0' }))).rejects.toThrow(
      /Refused: payments [0-9a-f]{12} does not fit what is live on the target\.\n {2}- payments requires react \^20\.0\.0/,
    );
    expect(await target.list('')).toEqual(before);
  });

  it('refuses the first shell release without a remotes.json', async () => {
    await expect(releaseBuild(shellBuild())).rejects.toThrow('or --remotes <file>');
  });

  it('lets two teams release at once without losing either page, and one app only once at a time', async () => {
    await siteWithRemotes();
    await Promise.all([releaseBuild(remoteBuild('agency', 2)), releaseBuild(remoteBuild('payments', 2))]);
    expect(await text('site/index.html')).toContain('agency version 2');
    expect(await text('site/pay/index.html')).toContain('payments version 2');

    const outcomes = await Promise.allSettled([
      releaseBuild(remoteBuild('payments', 3)),
      releaseBuild(remoteBuild('payments', 4)),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'rejected').reason.message).toMatch(
      /^payments is being released already: payments release [0-9a-f]{12} \(pid \d+ on .+\)\. Wait for it to finish\.$/,
    );
  });

  it('killed at any write, leaves visitors one whole build; running the release again finishes it', async () => {
    await siteWithRemotes();
    const live = join(root, 'live');
    await cp(join(root, 'target'), live, { recursive: true });
    let writes = 0;
    const counting = { ...target, write: (key, body) => ((writes += 1), target.write(key, body)) };
    await release({ target: counting, build: remoteBuild('payments', 2), localStatic, commit: 'x', log: quiet });

    for (let killedAt = 1; killedAt <= writes; killedAt += 1) {
      await rm(join(root, 'target'), { recursive: true });
      await cp(live, join(root, 'target'), { recursive: true });
      let count = 0;
      const dying = {
        ...target,
        write: (key, body) => {
          count += 1;
          if (count >= killedAt) throw new Error('killed');
          return target.write(key, body);
        },
      };
      await expect(
        release({ target: dying, build: remoteBuild('payments', 2), localStatic, commit: 'x', log: quiet }),
      ).rejects.toThrow('killed');

      // The build a browser runs is the one whose entry it loads; its chunks are all there.
      const entry = await text('payments/remoteEntry.js');
      const chunk = /static\/js\/payments\.\d\.js/.exec(entry)[0];
      expect(await target.exists(`payments/${chunk}`), `killed at write ${killedAt}`).toBe(true);
      expect(await text('site/pay/index.html')).toMatch(/payments version [12]/);

      await target.remove('releases/payments/lock.json');
      await releaseBuild(remoteBuild('payments', 2));
      expect(await text('payments/remoteEntry.js')).toContain('version 2');
      expect(await text('site/pay/index.html')).toContain('payments version 2');
      const history = await readHistory(target, 'payments');
      expect(history.switching).toBeUndefined();
      expect(history.releases).toHaveLength(2);
    }
  }, 60_000);

  it('prunes old releases and only the hashed files no kept release uses', async () => {
    await siteWithRemotes();
    for (const n of [2, 3]) await releaseBuild(remoteBuild('payments', n));
    const result = await prune({ target, app: 'payments', keep: 1, log: quiet });
    expect(result).toEqual({ dropped: expect.any(Array), removedFiles: 2 });
    expect(await target.list('payments/static')).toEqual(['payments/static/js/payments.3.js']);
    expect((await readHistory(target, 'payments')).releases).toHaveLength(1);
    const kept = (await target.list('releases/payments')).filter((key) => key.endsWith('/static-files.json'));
    expect(kept).toEqual([`releases/payments/${(await readHistory(target, 'payments')).live}/static-files.json`]);
  });
});

describe('a section joining the site with its own release', () => {
  const legalLocation = 'http://legal.test/mf-manifest.json';
  const withoutLegal = Buffer.from(
    JSON.stringify({
      agency: 'http://agency.test/mf-manifest.json',
      payments: 'http://payments.test/mf-manifest.json',
    }),
  );
  const locations = async () => JSON.parse((await text('site/remotes.json')) ?? '{}');

  it("is refused without its location, then joins with it: in remotes.json, its page framed by the shell's section layout, and a shell release keeps it", async () => {
    await releaseBuild(remoteBuild('agency'));
    await releaseBuild(remoteBuild('payments'));
    await releaseBuild(shellBuild(), { remotesJson: withoutLegal });
    const joining = () => remoteBuild('legal', 1, { routes: ['/careers'] });

    await expect(releaseBuild(joining())).rejects.toThrow(
      "Refused: the site's remotes.json has no location for legal, a section joining the site.",
    );
    expect(await target.exists('site/careers/index.html')).toBe(false);

    const joined = await releaseBuild(joining(), { location: legalLocation });
    expect(joined.pages).toEqual(['/careers']);
    expect(await locations()).toEqual({ ...JSON.parse(withoutLegal.toString()), legal: legalLocation });
    expect(await text('site/careers/index.html')).toContain(
      '<header>Meridian</header><div data-fragment="legal"><h1>legal version 1</h1></div>',
    );
    expect(JSON.parse((await text('site/paths.json')) ?? '{}').pages['/careers'].owner).toBe('legal');

    await releaseBuild(shellBuild({ reactVersion: '19.3.2' }), { remotesJson: withoutLegal });
    expect((await locations()).legal).toBe(legalLocation);
    expect(await text('site/careers/index.html')).toContain('<h1>legal version 1</h1>');
  });

  it('is withdrawn everywhere by a rollback of its first release; a section the shell was built with is not', async () => {
    await releaseBuild(remoteBuild('agency'));
    await releaseBuild(remoteBuild('payments'));
    await releaseBuild(shellBuild(), { remotesJson: withoutLegal });
    const before = {
      remotes: await text('site/remotes.json'),
      paths: await text('site/paths.json'),
      sitemap: await text('site/sitemap.xml'),
      releases: await text('site/releases.json'),
    };
    await releaseBuild(remoteBuild('legal', 1, { routes: ['/careers'] }), { location: legalLocation });
    expect(await text('site/sitemap.xml')).toContain('/careers');

    const back = await rollback({ target, app: 'legal', log: quiet });
    expect(back.id).toBeUndefined();
    expect({
      remotes: await text('site/remotes.json'),
      paths: await text('site/paths.json'),
      sitemap: await text('site/sitemap.xml'),
      releases: await text('site/releases.json'),
    }).toEqual(before);
    expect(await target.exists('site/careers/index.html')).toBe(false);
    expect(await target.list('legal')).toEqual(['legal/static/js/legal.1.js']);
    expect((await readHistory(target, 'legal')).live).toBeUndefined();

    await expect(rollback({ target, app: 'payments', log: quiet })).rejects.toThrow('has no release before');
    expect(await text('site/pay/index.html')).toContain('<h1>payments version 1</h1>');
  });
});

describe('the live release ids (site/releases.json)', () => {
  const ids = async () => JSON.parse(await text('site/releases.json'));
  const liveOf = async (app) => (await readHistory(target, app)).live;

  it('name every live app at each release and rollback, beside paths.json, revalidated as it is', async () => {
    await releaseBuild(remoteBuild('agency'));
    expect(await ids()).toEqual({ agency: await liveOf('agency') });
    await releaseBuild(remoteBuild('payments'));
    await releaseBuild(shellBuild(), { remotesJson });
    const first = await ids();
    expect(first).toEqual({
      shell: await liveOf('shell'),
      agency: await liveOf('agency'),
      payments: await liveOf('payments'),
    });

    const second = await releaseBuild(remoteBuild('payments', 2));
    expect(await ids()).toEqual({ ...first, payments: second.id });
    expect(second.id).not.toBe(first.payments);

    await rollback({ target, app: 'payments', log: quiet });
    expect(await ids()).toEqual(first);
    expect((await target.get('site/releases.json')).headers).toEqual((await target.get('site/paths.json')).headers);
    expect((await target.get('site/releases.json')).headers.cacheControl).toBe('no-cache');
  });
});

describe('source maps', () => {
  /** A payments build on disk as rsbuild writes one with hidden source maps (or without, `maps: false`). */
  async function distWith({ maps }) {
    const dist = join(root, maps ? 'dist-maps' : 'dist');
    const build = remoteBuild('payments', 2);
    const files = [...build.files, ...build.staticFiles.map((file) => [file, Buffer.from(`/* ${file} */`)])];
    if (maps) {
      files.push(['static/js/payments.2.js.map', Buffer.from('{"version":3,"sources":["src/pay.tsx"]}')]);
      files.push(['static/js/async/page-pay.abc.js.map', Buffer.from('{"version":3,"sources":["src/page.tsx"]}')]);
      files.push(['remoteEntry.js.map', Buffer.from('{"version":3,"sources":["entry"]}')]);
    }
    for (const [path, body] of files) {
      await mkdir(dirname(join(dist, path)), { recursive: true });
      await writeFile(join(dist, path), body);
    }
    return dist;
  }

  it('are kept under the release, never on an origin, and do not change the release id', async () => {
    await siteWithRemotes();
    const plain = await readDist('payments', await distWith({ maps: false }));
    const dist = await distWith({ maps: true });
    const build = await readDist('payments', dist);
    expect(build.maps).toEqual([
      'remoteEntry.js.map',
      'static/js/async/page-pay.abc.js.map',
      'static/js/payments.2.js.map',
    ]);
    expect(build.staticFiles).toEqual(plain.staticFiles);
    expect([...build.files.keys()]).toEqual([...plain.files.keys()]);
    expect(releaseId(build.files)).toBe(releaseId(plain.files));

    const { id } = await release({
      target,
      build,
      localStatic: (file) => readFile(join(dist, file)),
      commit: 'abc1234',
      log: quiet,
    });
    for (const path of build.maps) {
      expect(await target.read(sourceMapKey('payments', id, path))).toEqual(await readFile(join(dist, path)));
    }
    expect(sourceMapKey('payments', id, 'static/js/payments.2.js.map')).toBe(
      `releases/payments/${id}/maps/static/js/payments.2.js.map`,
    );
    const served = (await target.list('')).filter((key) => !key.startsWith('releases/'));
    expect(served.filter((key) => key.includes('.map'))).toEqual([]);
    expect(served).toContain('payments/static/js/payments.2.js');
  });
});

describe('a lock left behind', () => {
  it('is stale once its process is gone from this machine, or it is older than any release takes', () => {
    const { pid } = spawnSync(process.execPath, ['-e', '']);
    const since = new Date().toISOString();
    expect(isStale({ host: hostname(), pid, since })).toBe(true);
    expect(isStale({ host: hostname(), pid: process.pid, since })).toBe(false);
    expect(isStale({ host: 'elsewhere', pid, since })).toBe(false);
    expect(isStale({ host: 'elsewhere', pid, since: '2020-01-01T00:00:00Z' })).toBe(true);
  });
});

describe('the kept release', () => {
  it('holds every pointer file of the build and the list of its hashed files', async () => {
    await siteWithRemotes();
    const { live } = await readHistory(target, 'payments');
    expect(await target.list(`releases/payments/${live}`)).toEqual([
      `releases/payments/${live}/files/mf-manifest.json`,
      `releases/payments/${live}/files/prerender.json`,
      `releases/payments/${live}/files/remoteEntry.js`,
      `releases/payments/${live}/static-files.json`,
    ]);
    expect(
      JSON.parse(await readFile(join(root, 'target/releases/payments', live, 'static-files.json'), 'utf8')),
    ).toEqual(['static/js/payments.1.js']);
  });
});

describe("the shell's contact delivery", () => {
  const outboxDelivery = contactDelivery({ PUBLIC_EMAILJS_ORIGIN: 'https://outbox.example.in' });
  const logged = () => {
    const lines = [];
    return { lines, log: (line) => lines.push(line) };
  };

  it('refuses a shell built with no delivery chosen, half of one, or no record, before writing anything', async () => {
    const undeliverable = {
      'no delivery chosen': [contactDelivery({}), /no contact delivery was chosen.*PUBLIC_EMAILJS_SERVICE_ID/s],
      'half of EmailJS': [
        contactDelivery({ PUBLIC_EMAILJS_SERVICE_ID: 'service_x', PUBLIC_EMAILJS_TEMPLATE_ID: '' }),
        /incomplete: PUBLIC_EMAILJS_TEMPLATE_ID and PUBLIC_EMAILJS_PUBLIC_KEY are not set/,
      ],
      'no record': [null, /it has no contact-delivery\.json/],
      'a record that is not one': [Buffer.from('{"kind":"carrier pigeon"}'), /contact-delivery\.json cannot be read/],
    };
    for (const [name, [delivery, reason]] of Object.entries(undeliverable)) {
      const refused = releaseBuild(shellBuild({ delivery }), { remotesJson });
      await expect(refused, name).rejects.toThrow(
        /^Refused: shell [0-9a-f]{12} would ship a contact form that cannot deliver: /,
      );
      await expect(refused, name).rejects.toThrow(reason);
      expect(await target.list(''), name).toEqual([]);
    }
  });

  it('records the delivery of each release and says when one changes it', async () => {
    await siteWithRemotes();
    const { lines, log } = logged();
    await releaseBuild(shellBuild({ delivery: outboxDelivery }), { log });
    expect(lines).toContain(
      'Contact form delivery: outbox https://outbox.example.in/api/v1.0/email/send (was: EmailJS service service_test).',
    );
    const history = await readHistory(target, 'shell');
    expect(history.releases.map((entry) => entry.contactDelivery)).toEqual([
      { kind: 'emailjs', explicit: true, serviceId: 'service_test', origin: 'https://api.emailjs.com' },
      { kind: 'outbox', explicit: true, origin: 'https://outbox.example.in' },
    ]);
    expect(await text('site/contact-delivery.json')).toBe(outboxDelivery.toString());

    const back = logged();
    await rollback({ target, app: 'shell', log: back.log });
    expect(back.lines).toContain(
      'Contact form delivery: EmailJS service service_test (was: outbox https://outbox.example.in/api/v1.0/email/send).',
    );
  });

  it('rolls back to a shell release that recorded no delivery only when told to, with a warning', async () => {
    await siteWithRemotes();
    const { live: unrecorded } = await readHistory(target, 'shell');
    // What a release made before shells recorded their delivery left on the target.
    await target.remove(`releases/shell/${unrecorded}/files/contact-delivery.json`);
    await releaseBuild(shellBuild({ delivery: outboxDelivery }));
    const served = await target.list('site');

    await expect(rollback({ target, app: 'shell', log: quiet })).rejects.toThrow(
      new RegExp(
        `^Warning: shell ${unrecorded} may have a contact form that cannot deliver: it has no contact-delivery\\.json.*\\nTo roll back to it all the same, run the rollback again with --to ${unrecorded} --ignore-contact-delivery\\.$`,
        's',
      ),
    );
    expect(await target.list('site')).toEqual(served);
    expect(await text('site/contact-delivery.json')).toBe(outboxDelivery.toString());

    const { lines, log } = logged();
    const back = await rollback({ target, app: 'shell', ignoreContactDelivery: true, log });
    expect(back.id).toBe(unrecorded);
    expect(lines[0]).toMatch(/^Warning: shell [0-9a-f]{12} may have a contact form that cannot deliver/);
    expect(lines).toContain(
      'Contact form delivery: not recorded (was: outbox https://outbox.example.in/api/v1.0/email/send).',
    );
    expect(await target.exists('site/contact-delivery.json')).toBe(false);
  });
});
