import { describe, expect, it } from 'vitest';
import { type Column, placeColumns } from './column-layout';

type Row = { code: string };
const column = (id: string, extra: Pick<Column<Row>, 'sticky' | 'size'> = {}): Column<Row> => ({
  id,
  header: id,
  text: (row: Row) => row.code,
  ...extra,
});

const columns = [
  column('amount'),
  column('item', { sticky: 'start', size: 120 }),
  column('order', { sticky: 'start' }),
  column('reference'),
  column('pdf', { sticky: 'end' }),
  column('track', { sticky: 'end', size: 80 }),
];

describe('the columns of a wide table', () => {
  it('are drawn sticky-at-start first and sticky-at-end last, the others in the page order', () => {
    const placed = placeColumns(columns, () => true);
    expect(placed.map((place) => place.column.id)).toEqual([
      'item',
      'order',
      'amount',
      'reference',
      'pdf',
      'track',
    ]);
  });

  it('stick each at the widths of those before it on its side, the innermost drawing the edge', () => {
    const byId = new Map(placeColumns(columns, () => true).map((place) => [place.column.id, place.sticky]));
    expect(byId.get('item')).toEqual({ side: 'start', offset: 0, width: 120, isEdge: false });
    // Without a width of its own a start column counts as 150, an end column as 100.
    expect(byId.get('order')).toEqual({ side: 'start', offset: 120, width: 150, isEdge: true });
    expect(byId.get('track')).toEqual({ side: 'end', offset: 0, width: 80, isEdge: false });
    expect(byId.get('pdf')).toEqual({ side: 'end', offset: 80, width: 100, isEdge: true });
    expect(byId.get('amount')).toBeUndefined();
  });

  it('leave out the hidden ones, also from the offsets', () => {
    const placed = placeColumns(columns, (shown) => shown.id !== 'item' && shown.id !== 'reference');
    expect(placed.map((place) => place.column.id)).toEqual(['order', 'amount', 'pdf', 'track']);
    expect(placed[0]?.sticky).toEqual({ side: 'start', offset: 0, width: 150, isEdge: true });
  });
});
