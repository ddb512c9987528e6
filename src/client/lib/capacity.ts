import { weeklyCapacityOptions } from '#shared/domain/capacity.js';

export type WeeklyCapacity = (typeof weeklyCapacityOptions)[number];

/** Weekly capacity options (docs/product.md §5 Access), worded as on the Availability card. */
export const capacityOptions: { value: WeeklyCapacity; label: string }[] =
  weeklyCapacityOptions.map((value) => ({
    value,
    label: value === 0 ? 'Unavailable (0)' : `${value} reviews/week`,
  }));

export function isWeeklyCapacity(value: number): value is WeeklyCapacity {
  return (weeklyCapacityOptions as readonly number[]).includes(value);
}
