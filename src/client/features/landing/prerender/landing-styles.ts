import Beasties from 'beasties';
import { STYLESHEET_LINK } from './landing-document';

/**
 * Puts in landing.html, inline, only the stylesheet's rules that its markup uses (a third of
 * them), and no render-blocking link: a phone paints the page without fetching the whole app's
 * CSS first or matching every element against it. The page has no script and every control is
 * a link, so no rule can be needed later. The whole stylesheet is prefetched, as the next page
 * (sign-in or checkout) is the app, which links it.
 */
export async function inlineLandingStyles(html: string, clientDir: string): Promise<string> {
  const href = STYLESHEET_LINK.exec(html)?.[1];
  if (!href) throw new Error('landing.html links no stylesheet to inline.');
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    // Moves the link to the end of the body, where it is turned into a prefetch below.
    preload: 'body',
    logLevel: 'warn',
  });
  const inlined = await beasties.process(html);
  if (!/<style>[^]+?<\/style>/.test(inlined)) {
    throw new Error(`No rule of ${href} was inlined into landing.html.`);
  }
  return (
    inlined
      .replace(STYLESHEET_LINK, `<link rel="prefetch" as="style" crossorigin href="${href}">`)
      // Beasties' mark of the root it worked in; nothing reads it once the page is built.
      .replace(' data-beasties-container', '')
  );
}
