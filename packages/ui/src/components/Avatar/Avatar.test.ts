import { describe, expect, it } from 'vitest';
import { initialsOf } from './Avatar.tsx';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Camille Tremblay')).toBe('CT');
    expect(initialsOf('  jean   de la  fontaine ')).toBe('JF');
  });

  it('uses one letter for a single name and nothing for an empty one', () => {
    expect(initialsOf('Ada')).toBe('A');
    expect(initialsOf('   ')).toBe('');
  });

  it('upper-cases accented initials', () => {
    expect(initialsOf('élodie örsted')).toBe('ÉÖ');
  });
});
