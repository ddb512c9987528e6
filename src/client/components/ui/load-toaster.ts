/**
 * The toaster's code (Radix), loaded with the first toast rather than with every page
 * (docs/decisions/010-page-budgets.md); the module is fetched once.
 */
export const loadToaster = () => import('./toaster');
