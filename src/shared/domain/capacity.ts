/** How many reviews a week a reviewer may take (docs/product.md §5); 0 is unavailable. */
export const weeklyCapacityOptions = [3, 5, 7, 0] as const;
