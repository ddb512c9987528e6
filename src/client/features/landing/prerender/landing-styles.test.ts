import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineLandingStyles } from './landing-styles';

const clientDir = mkdtempSync(path.join(tmpdir(), 'landing-styles-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(
  path.join(clientDir, 'assets', 'index-abc.css'),
  [
    '.card{padding:1rem}',
    '.card:hover{background:#eee}',
    '.focus\\:ring:focus-visible{outline:2px solid}',
    '@media (min-width:40rem){.sm\\:flex{display:flex}}',
    '.dialog{position:fixed}',
    '@media (min-width:40rem){.sm\\:dialog{top:0}}',
  ].join('\n'),
);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const page = `<!doctype html>
<html lang="en">
  <head>
    <title>Counsel Review</title>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <a class="card focus:ring sm:flex" href="/checkout/core">Select Core</a>
  </body>
</html>`;

describe('inlineLandingStyles', () => {
  it('inlines the rules the markup uses, with their states and breakpoints, and no others', async () => {
    const html = await inlineLandingStyles(page, clientDir);
    const style = /<style>([^<]+)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('.card{padding:1rem}');
    expect(style).toContain('.card:hover{background:#eee}');
    expect(style).toContain('.focus\\:ring:focus-visible{outline:2px solid}');
    expect(style).toContain('.sm\\:flex{display:flex}');
    expect(style).not.toContain('dialog');
  });

  it('leaves no render-blocking stylesheet, only a prefetch of it for the next page', async () => {
    const html = await inlineLandingStyles(page, clientDir);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      '<link rel="prefetch" as="style" crossorigin href="/assets/index-abc.css">',
    );
    expect(html).toContain('href="/checkout/core">Select Core</a>');
    expect(html).toContain('<html lang="en">');
  });

  it('refuses a page without a stylesheet, or one whose stylesheet it cannot read', async () => {
    await expect(inlineLandingStyles(page.replace(/<link[^>]*>/, ''), clientDir)).rejects.toThrow(
      /links no stylesheet/,
    );
    await expect(
      inlineLandingStyles(page.replace('index-abc.css', 'missing.css'), clientDir),
    ).rejects.toThrow(/No rule of \/assets\/missing.css/);
  });
});
