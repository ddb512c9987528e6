import { describe, expect, it } from 'vitest';
import { filterParams, filtersFromSearch, noFilters, ordersCsvUrl } from './order-filters';
import { dollarsToCents, parseRefundForm } from './refund-form';
import { statDefaults, withStatDefaults } from './stat-defaults';

describe('withStatDefaults', () => {
  it('keeps every number the API sent, zeros included', () => {
    expect(
      withStatDefaults({ activeOrders: 0, slaCompliance: 0, pendingReviews: 0, monthlyRevenue: 0 }),
    ).toEqual({ activeOrders: 0, slaCompliance: 0, pendingReviews: 0, monthlyRevenue: 0 });
  });

  it('fills in SPEC defaults field by field', () => {
    expect(withStatDefaults({ pendingReviews: 4 })).toEqual({ ...statDefaults, pendingReviews: 4 });
    expect(withStatDefaults(undefined)).toEqual({
      activeOrders: 127,
      slaCompliance: 94.2,
      pendingReviews: 23,
      monthlyRevenue: 47_892,
    });
  });
});

describe('order filters', () => {
  it('drops empty filters and keeps paging values', () => {
    expect(
      filterParams({ ...noFilters, status: 'queued', q: ' #AB12 ' }, { limit: 20 }).toString(),
    ).toBe('status=queued&q=%23AB12&limit=20');
    expect(ordersCsvUrl()).toBe('/api/admin/orders.csv');
    expect(filtersFromSearch(new URLSearchParams('package=core&x=1'))).toEqual({
      ...noFilters,
      package: 'core',
    });
  });
});

describe('refund form', () => {
  it('reads dollar amounts', () => {
    expect(dollarsToCents('49.5')).toBe(4_950);
    expect(dollarsToCents('$1,049.00')).toBe(104_900);
    expect(dollarsToCents('1.999')).toBeNull();
    expect(dollarsToCents('-5')).toBeNull();
  });

  it('a full refund omits the amount and covers everything refundable', () => {
    expect(parseRefundForm({ kind: 'full', amount: '12', reason: ' Late ' }, 29_900)).toEqual({
      ok: true,
      body: { reason: 'Late' },
      amountCents: 29_900,
    });
  });

  it('reports each field with the API schema messages', () => {
    expect(parseRefundForm({ kind: 'partial', amount: '0', reason: '' }, 100)).toEqual({
      ok: false,
      errors: {
        amount: 'The amount must be more than zero.',
        reason: 'Give a reason for the refund.',
      },
    });
    expect(parseRefundForm({ kind: 'partial', amount: '2', reason: 'x' }, 100)).toEqual({
      ok: false,
      errors: { amount: 'At most $1.00 can be refunded on this order.' },
    });
  });
});
