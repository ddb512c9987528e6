import { describe, expect, it } from 'vitest';
import { roleBadgeClass, roleLabel, userInitials } from './roles.js';

describe('role presentation', () => {
  it('capitalises the role name', () => {
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('applicant')).toBe('Applicant');
  });

  it('colours badges admin red, reviewer blue, applicant green, anything else grey', () => {
    expect(roleBadgeClass('admin')).toContain('red');
    expect(roleBadgeClass('reviewer')).toContain('blue');
    expect(roleBadgeClass('applicant')).toContain('green');
    expect(roleBadgeClass('student')).toContain('gray');
  });

  it('shows initials of first and last name, or U without a name', () => {
    expect(userInitials('ada', 'lovelace')).toBe('AL');
    expect(userInitials('Ada', null)).toBe('A');
    expect(userInitials(null, undefined)).toBe('U');
    expect(userInitials('  ', '')).toBe('U');
  });
});
