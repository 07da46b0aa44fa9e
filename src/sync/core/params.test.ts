import { describe, expect, it } from 'vitest';
import { orderingOf, parseOrdering } from './params';

describe('ordering', () => {
  it('joins a field and a direction', () => {
    expect(orderingOf('creation_date', 'desc')).toBe('-creation_date');
    expect(orderingOf('name', 'asc')).toBe('name');
  });

  it('splits an ordering, reading the first of several fields', () => {
    expect(parseOrdering('-modification_date')).toEqual({ field: 'modification_date', direction: 'desc' });
    expect(parseOrdering('disc_number,position')).toEqual({ field: 'disc_number', direction: 'asc' });
  });
});
