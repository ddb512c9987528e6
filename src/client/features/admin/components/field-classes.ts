/** A native <select>, matching the design system's Input. */
export const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 sm:text-sm';

/** A multi-line field, matching the design system's Input. */
export const textareaClass =
  'flex min-h-20 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600 sm:text-sm';

/** A native checkbox in the brand colour. */
export const checkboxClass = 'mt-0.5 size-4 shrink-0 accent-primary';
