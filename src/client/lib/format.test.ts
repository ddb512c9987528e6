import { describe, expect, it } from 'vitest';
import { orderLabel } from '#shared/domain/order-number.js';
import {
  addOnName,
  countOf,
  formatDate,
  formatDollars,
  formatMonth as monthName,
  formatUtcDate,
  formatUtcDay,
  orderRef,
  packageLabel,
  packageName,
  schoolLabel,
  statementTitle,
  studentName,
  targetSchoolName,
  turnaroundChoices,
  turnaroundRange,
  turnaroundTerms,
  wordCountLabel,
  wordsLabel,
} from './format';

describe('format', () => {
  it('names orders by the last 4 characters of the id', () => {
    expect(orderLabel('6f1c2d3e-0000-4000-8000-00000000ab12')).toBe('Order #AB12');
  });
  it('formats revenue in dollars and month names', () => {
    expect(formatDollars(47_892)).toBe('$47,892.00');
    expect(formatDollars(1_049.5)).toBe('$1,049.50');
    expect(monthName('2026-01')).toBe('January 2026');
  });
});

describe('labels', () => {
  it('titles a statement by its named school, or Law School', () => {
    expect(statementTitle('harvard')).toBe('Personal Statement - Harvard Law');
    expect(statementTitle('nyu')).toBe('Personal Statement - NYU Law');
    expect(statementTitle('chicago')).toBe('Personal Statement - University of Chicago Law');
    expect(statementTitle('other')).toBe('Personal Statement - Law School');
    expect(statementTitle(null)).toBe('Personal Statement - Law School');
  });

  it('names schools with a fallback for none', () => {
    expect(schoolLabel('yale')).toBe('Yale Law School');
    expect(schoolLabel('other')).toBe('Other');
    expect(schoolLabel(null)).toBe('Not specified');
    expect(schoolLabel('', 'Law School')).toBe('Law School');
    expect(targetSchoolName('other')).toBeNull();
  });

  it('names packages, add-ons and counts', () => {
    expect(packageLabel('core')).toBe('Core Review');
    expect(packageName('premium')).toBe('Premium');
    expect(addOnName('t14_reviewer')).toBe('T14 Reviewer Match');
    expect(countOf(1, 'revision round')).toBe('1 revision round');
    expect(countOf(2, 'revision round')).toBe('2 revision rounds');
    expect(wordCountLabel(1250)).toBe('1,250');
    expect(wordCountLabel(0)).toBe('Not specified');
    expect(wordsLabel(640)).toBe('640 words');
    expect(wordsLabel(null)).toBe('Word count not given');
    expect(orderRef('6f1c2d3e-0000-4000-8000-00000000ab12')).toBe('#AB12');
    expect(studentName(null)).toBe('Student');
  });

  it('reads payout days in UTC', () => {
    expect(formatUtcDay('2026-12-15T00:00:00.000Z')).toBe('Dec 15');
    expect(formatUtcDate('2026-12-15T00:00:00.000Z')).toBe('Dec 15, 2026');
    expect(formatDate(null)).toBe('TBD');
  });
});

describe('turnaround in words', () => {
  it('reads the package table and Rush, so a change there changes every page', () => {
    expect(turnaroundRange()).toBe('48-72h');
    expect(turnaroundTerms()).toBe(
      '72 hours for Basic and Core, 48 hours for Premium, and 24 hours with Rush Delivery',
    );
    expect(turnaroundChoices()).toBe(
      'Premium in 48 hours, Basic and Core in 72 hours, or 24 hours with Rush Delivery',
    );
  });
});
