/**
 * Where a figure will be, while it loads: a grey bar as tall as the text around it, so the card
 * keeps its height and nothing below moves when the figure arrives. Hidden from screen readers;
 * the card's list says it is loading.
 */
export function FigurePlaceholder() {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-[1em] w-16 animate-pulse rounded bg-slate-200 align-middle"
    />
  );
}
