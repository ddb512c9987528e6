import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import { LandingSections } from '../components/landing-sections';

export const LANDING_TITLE = 'Counsel Review: attorney review of law school personal statements';

/**
 * The landing page as static markup. Every control on it is a link or an anchor, so it needs
 * no JavaScript: the server sends it for a signed-out visit to /, and it paints at once.
 * ssrPath tells wouter's links where they are, as there is no window at build time.
 */
export function renderLandingBody(): string {
  return renderToStaticMarkup(
    <Router ssrPath="/">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <LandingHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <LandingSections />
      </main>
      <LandingFooter />
    </Router>,
  );
}

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>\s*/gi;
/** The app's preloads (its chunks, the session check): a page without scripts needs none. */
const APP_PRELOADS = /<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*>\s*/gi;
const COMMENT = /<!--[\s\S]*?-->\s*/g;
/** The built shell's stylesheet link; its first group is the stylesheet's address. */
export const STYLESHEET_LINK = /<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/i;

/**
 * Turns the SPA's built index.html into landing.html: the same head (meta, icon, the hashed
 * stylesheet Vite linked) without the app's scripts, preloads and comments, and the landing
 * markup in place of the empty root. Reading the built shell keeps one source for the head and
 * always links the CSS of the current build.
 */
export function renderLandingDocument(builtIndexHtml: string): string {
  if (!STYLESHEET_LINK.test(builtIndexHtml)) {
    throw new Error('The built index.html links no stylesheet; run the client build first.');
  }
  const root = '<div id="root"></div>';
  if (!builtIndexHtml.includes(root)) {
    throw new Error(`The built index.html has no ${root} to fill with the landing page.`);
  }
  const html = builtIndexHtml
    .replace(SCRIPT, '')
    .replace(APP_PRELOADS, '')
    .replace(COMMENT, '')
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${LANDING_TITLE}</title>`)
    .replace(root, renderLandingBody());
  if (/<script\b/i.test(html)) throw new Error('landing.html must not contain scripts.');
  return html;
}
