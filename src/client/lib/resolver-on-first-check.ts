import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { errorMessage } from './api';

/**
 * A form's resolver that loads what it checks with (zod and the form's schema) with the form's
 * first check, not with the page: a page that shows a form before anyone uses it (a message
 * box, a rating) builds no schemas while it loads (docs/decisions/010-page-budgets.md).
 * `preload` starts the load sooner, on a first focus. If the load fails, the check answers a
 * root error that says so, and the next check loads again.
 */
export function resolverOnFirstCheck<Input extends FieldValues, Output>(
  loadResolver: () => Promise<Resolver<Input, unknown, Output>>,
) {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null;
  const load = () => {
    if (!loading) {
      loading = loadResolver();
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let check: Resolver<Input, unknown, Output>;
    try {
      check = await load();
    } catch (error) {
      const errors = { root: { type: 'load', message: errorMessage(error) } };
      return { values: {}, errors: errors as FieldErrors<Input> };
    }
    return check(values, context, options);
  };
  return { resolver, preload: () => void load().catch(() => {}) };
}

/** resolverOnFirstCheck for a zod schema, checked as zodResolver checks it. */
export function zodResolverOnFirstCheck<Input extends FieldValues, Output>(
  loadSchema: () => Promise<ZodType<Output, Input>>,
) {
  return resolverOnFirstCheck(() =>
    Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema),
    ),
  );
}
