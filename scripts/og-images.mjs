#!/usr/bin/env node
/**
 * Draws the link-preview pictures (1200×630) and the square logo, by rendering an HTML template in headless
 * Chromium: the site's own picture and the logo into shell/public, and each section's picture into its own folder,
 * `public/og.png`, from the text in its `link-preview.json`, so that its release ships it. A development tool: the
 * PNGs are committed, so run it again only when a section's text, the brand or the design changes:
 *   node scripts/og-images.mjs
 * The site's headline must match shared/routes/src/linkPreview.ts (a unit test checks); the brand name, domain and
 * colours are those of shared/company and shared/tokens.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps, hostApp } from '@site/apps';
import { headlessChromiumFlags } from './buildEnv.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const publicDir = join(repo, hostApp.dir, 'public');

const brand = { name: 'Meridian Tech Labs', domain: 'meridiantechlabs.in' };

const colors = {
  ink: '#0b1324',
  onDark: '#eef3fb',
  onDarkMuted: '#b4c0d4',
  brand: '#1d4ed8',
  accent: '#0e9f6e',
  accentOnDark: '#5eead4',
  muted: '#526075',
};

/** A section's text, from its folder's `link-preview.json`: what its picture says, and its glow's colour. */
const previewText = ['label', 'headline', 'detail'];
const glows = { brand: colors.brand, accent: colors.accent, muted: colors.muted };

function sectionPreview(app) {
  const file = join(repo, app.dir, 'link-preview.json');
  if (!existsSync(file)) return undefined;
  const text = JSON.parse(readFileSync(file, 'utf8'));
  const wrong = [
    ...previewText.filter((key) => typeof text[key] !== 'string' || !text[key]),
    ...(Object.hasOwn(glows, text.glow) ? [] : ['glow']),
  ];
  if (wrong.length) {
    throw new Error(
      `${file}: needs ${previewText.join(', ')} (text) and glow (one of ${Object.keys(glows).join(', ')}); wrong: ${wrong.join(', ')}`,
    );
  }
  return { ...text, glow: glows[text.glow], path: join(repo, app.dir, 'public', 'og.png') };
}

const pictures = [
  {
    label: 'Mumbai, India',
    headline: 'Web, app, SEO and payment technology for Indian businesses',
    detail: 'Talk to our team: websites, apps, SEO and payment solutions',
    glow: colors.brand,
    path: join(publicDir, 'og', 'site.png'),
  },
  ...apps.filter((app) => app.role === 'remote').flatMap((app) => sectionPreview(app) ?? []),
];

// The favicon is the logo mark; drawing from it keeps the pictures in step with the site's own mark.
const logoMark = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

// The site's font stack minus system-ui, which is the wide DejaVu Sans on Linux: Arial's metric twin,
// Liberation Sans, gives the headlines the proportions the site has on most machines.
const fontStack = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Flat shapes, no gradients: gradients are dithered and would triple the size of the PNG.
const previewHtml = (section) => `<!doctype html>
<html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body {
    width: 1200px; height: 630px; overflow: hidden; position: relative;
    background: ${colors.ink}; color: ${colors.onDark}; font-family: ${fontStack};
  }
  .disc { position: absolute; border-radius: 50%; background: ${section.glow}; }
  .disc.outer { width: 720px; height: 720px; right: -280px; top: -420px; opacity: 0.22; }
  .disc.inner { width: 460px; height: 460px; right: -150px; top: -260px; opacity: 0.35; }
  .mark { position: absolute; right: 88px; top: 40px; width: 176px; height: 176px; }
  .frame { position: relative; height: 100%; padding: 64px 80px 60px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 20px; font-size: 34px; font-weight: 700; letter-spacing: -0.01em; }
  .brand svg { width: 64px; height: 64px; }
  .label {
    margin-top: auto; align-self: flex-start; padding: 8px 18px; border-radius: 999px;
    border: 2px solid ${colors.accentOnDark}; color: ${colors.accentOnDark};
    font-size: 22px; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase;
  }
  h1 { margin-top: 24px; max-width: 1000px; font-size: 64px; line-height: 1.1; font-weight: 800; letter-spacing: -0.02em; }
  .detail { margin-top: 24px; max-width: 1000px; font-size: 26px; line-height: 1.4; color: ${colors.onDarkMuted}; }
  .domain { margin-top: 36px; font-size: 24px; font-weight: 600; }
  .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 12px; display: flex; }
  .bar span:first-child { flex: 3; background: ${colors.brand}; }
  .bar span:last-child { flex: 1; background: ${colors.accentOnDark}; }
</style></head><body>
  <div class="disc outer"></div>
  <div class="disc inner"></div>
  <svg class="mark" viewBox="0 0 32 32" aria-hidden="true">
    <path d="M7 23V9l9 8 9-8v14" fill="none" stroke="${colors.onDark}" stroke-opacity="0.6" stroke-width="2.6"
      stroke-linejoin="round" stroke-linecap="round"/>
    <circle cx="16" cy="24" r="2" fill="${colors.accentOnDark}"/>
  </svg>
  <div class="frame">
    <div class="brand">${logoMark}<span>${escapeHtml(brand.name)}</span></div>
    <p class="label">${escapeHtml(section.label)}</p>
    <h1>${escapeHtml(section.headline)}</h1>
    <p class="detail">${escapeHtml(section.detail)}</p>
    <p class="domain">${escapeHtml(brand.domain)}</p>
  </div>
  <div class="bar"><span></span><span></span></div>
</body></html>`;

const logoHtml = `<!doctype html>
<html><head><style>
  * { margin: 0; }
  body { width: 512px; height: 512px; }
  svg { display: block; width: 512px; height: 512px; }
</style></head><body>${logoMark}</body></html>`;

/** The e2e package's Playwright drives the machine's Chromium; no browser download needed. */
function launchChromium() {
  const { chromium } = createRequire(join(repo, 'e2e', 'package.json'))('@playwright/test');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: headlessChromiumFlags,
  });
}

async function screenshot(browser, html, { width, height, path, transparent = false }) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(html);
  await page.screenshot({ path, omitBackground: transparent });
  await page.close();
  console.log(`wrote ${path.slice(repo.length)}`);
}

const browser = await launchChromium();
try {
  for (const picture of pictures) {
    await screenshot(browser, previewHtml(picture), { width: 1200, height: 630, path: picture.path });
  }
  await screenshot(browser, logoHtml, {
    width: 512,
    height: 512,
    path: join(publicDir, 'logo.png'),
    transparent: true,
  });
} finally {
  await browser.close();
}
