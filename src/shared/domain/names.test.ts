import { describe, expect, it } from 'vitest';
import { displayName, fullName } from './names.js';
import { orderLabel, orderNumber } from './order-number.js';

describe('names', () => {
  it('joins the parts a person gave, or gives null', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstName: null, lastName: 'Lovelace' })).toBe('Lovelace');
    expect(fullName({ firstName: ' ', lastName: '' })).toBeNull();
    expect(fullName(null)).toBeNull();
  });

  it('falls back to the email for someone who must be named', () => {
    const email = 'ada@example.com';
    expect(displayName({ firstName: 'Ada', lastName: null, email })).toBe('Ada');
    expect(displayName({ firstName: null, lastName: null, email })).toBe(email);
  });
});

describe('order numbers', () => {
  it('are the last 4 characters of the id, upper case, and label the order', () => {
    expect(orderNumber('0f4c2e1a-5b6d-4e7f-8a9b-0c1d2e3fab12')).toBe('AB12');
    expect(orderLabel('0f4c2e1a-5b6d-4e7f-8a9b-0c1d2e3fab12')).toBe('Order #AB12');
  });
});
