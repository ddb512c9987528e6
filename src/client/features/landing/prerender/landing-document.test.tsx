import { describe, expect, it } from 'vitest';
import { LANDING_TITLE, renderLandingDocument } from './landing-document';

// What Vite writes to dist/client/index.html, trimmed to the parts the prerender touches.
const builtIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Counsel Review</title>
    <!-- The session check starts with the page. -->
    <link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/button-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('renderLandingDocument', () => {
  const html = renderLandingDocument(builtIndex);

  it('keeps the stylesheet and drops every script, preload and comment', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('preload');
    expect(html).not.toContain('/api/auth/user');
    expect(html).not.toContain('<!--');
    expect(html).toContain(`<title>${LANDING_TITLE}</title>`);
  });

  it('holds the hero, the packages with prices and their links', () => {
    expect(html).toContain('Get Expert Feedback');
    for (const [tier, price] of [
      ['basic', '$99'],
      ['core', '$299'],
      ['premium', '$899'],
    ]) {
      expect(html).toContain(`href="/checkout/${tier}"`);
      expect(html).toContain(`>${price}</p>`);
    }
    expect(html).toContain('Recommended');
    expect(html.match(/href="\/api\/login"/g)).toHaveLength(3);
  });

  it('states the add-ons, the guarantee and the footer links', () => {
    expect(html).toContain('24h turnaround');
    expect(html).toContain('T14 Reviewer Match');
    expect(html).toContain('cannot reassign it to another attorney within 24');
    for (const path of ['/terms', '/privacy', '/refund-policy', '/support', '/become-a-reviewer']) {
      expect(html).toContain(`href="${path}"`);
    }
  });

  it('refuses a shell without a stylesheet or a root to fill', () => {
    expect(() =>
      renderLandingDocument(builtIndex.replace(/<link rel="stylesheet"[^>]*>/, '')),
    ).toThrow(/no stylesheet/);
    expect(() => renderLandingDocument(builtIndex.replace('<div id="root"></div>', ''))).toThrow(
      /no <div id="root">/,
    );
  });
});
