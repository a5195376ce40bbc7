import { describe, expect, it } from 'vitest';
import { auditChanges } from './index.js';

describe('auditChanges', () => {
  it('lists only the fields a before/after pair changed', () => {
    expect(
      auditChanges({
        before: { name: 'LUTs', image: '/a.webp', tags: ['x'] },
        after: { name: 'Film LUTs', image: '/a.webp', position: 2 },
      }),
    ).toEqual([
      { field: 'name', before: 'LUTs', after: 'Film LUTs' },
      { field: 'tags', before: '["x"]' },
      { field: 'position', after: '2' },
    ]);
  });

  it('reads a from/to pair as a status change and other keys as facts', () => {
    expect(auditChanges({ orderId: 'EKA_1', from: 'PAID', to: 'BLOCKED' })).toEqual([
      { field: 'status', before: 'PAID', after: 'BLOCKED' },
      { field: 'orderId', after: 'EKA_1' },
    ]);
    expect(auditChanges({ name: 'Teal', price: 499, wasDeal: false })).toEqual([
      { field: 'name', after: 'Teal' },
      { field: 'price', after: '499' },
      { field: 'wasDeal', after: 'false' },
    ]);
    // A review's "before" that is not an object is a fact like any other.
    expect(auditChanges({ before: 'x' })).toEqual([{ field: 'before', after: 'x' }]);
    expect(auditChanges(null)).toEqual([]);
    expect(auditChanges({})).toEqual([]);
  });

  it('shortens long values', () => {
    const [change] = auditChanges({ text: 'a'.repeat(500) });
    expect(change!.after).toHaveLength(200);
    expect(change!.after!.endsWith('…')).toBe(true);
  });
});
