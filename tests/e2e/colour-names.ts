import type { Locator } from '@playwright/test';

/**
 * docs/product.md (§2 Orders, §7 Screens) names badge colours in words (purple, yellow, grey...).
 * These helpers read the colours a badge really has on screen (getComputedStyle, drawn to a canvas
 * to get sRGB) and name them by OKLCH hue, so a class that exists in the source but not in the
 * built CSS fails the test.
 */
export type ColourName = 'red' | 'yellow' | 'green' | 'blue' | 'purple' | 'grey' | 'none';

type Rgba = [number, number, number, number];

/** The element's computed text and background colours, as sRGB bytes with alpha. */
async function computedRgba(badge: Locator): Promise<{ text: Rgba; background: Rgba }> {
  return badge.evaluate((element) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    })!;
    const toRgba = (css: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data] as Rgba;
    };
    return { text: toRgba(style.color), background: toRgba(style.backgroundColor) };
  });
}

/** sRGB bytes -> OKLCH chroma and hue (degrees). */
function oklch([r, g, b]: Rgba): { chroma: number; hue: number } {
  const linear = (byte: number) => {
    const c = byte / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bb = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { chroma: Math.hypot(a, bb), hue: ((Math.atan2(bb, a) * 180) / Math.PI + 360) % 360 };
}

/** Tailwind's palette hues: red ~20-30, yellow ~60-105, green ~150, blue ~255-265, purple ~305. */
function hueName(hue: number): ColourName {
  if (hue < 40 || hue >= 345) return 'red';
  if (hue < 115) return 'yellow';
  if (hue < 200) return 'green';
  if (hue < 285) return 'blue';
  return 'purple';
}

/**
 * A colour's name. Below `minChroma` it is grey: badge text (the -800 shades) is strongly
 * coloured, while grey and slate text stay under 0.05; badge backgrounds (-100) are pale, grey
 * ones nearly neutral.
 */
function colourName(rgba: Rgba, minChroma: number): ColourName {
  if (rgba[3] === 0) return 'none';
  const { chroma, hue } = oklch(rgba);
  return chroma < minChroma ? 'grey' : hueName(hue);
}

/** The badge's text and background colour names, as a person would call them. */
export async function badgeColours(
  badge: Locator,
): Promise<{ text: ColourName; background: ColourName }> {
  const { text, background } = await computedRgba(badge);
  return { text: colourName(text, 0.07), background: colourName(background, 0.015) };
}
