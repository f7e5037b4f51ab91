import { describe, expect, it } from 'vitest';
import { bookingListQuery, bookingsSearch } from './bookingsSearch';

describe('the bookings list in the URL', () => {
  it('keeps a known frequency and a series id, and asks the database for them', () => {
    const id = '0b6f1c7e-1f4a-4d8e-9a1b-2c3d4e5f6a7b';
    const search = bookingsSearch({ frequency: 'weekly', series: id });
    expect(search).toMatchObject({ frequency: 'weekly', series: id });
    expect(bookingListQuery(search)).toMatchObject({ frequency: 'weekly', seriesId: id });
  });

  it('drops an unknown frequency and a series that is not an id', () => {
    const search = bookingsSearch({ frequency: 'daily', series: "1' or 1=1" });
    expect(search.frequency).toBeUndefined();
    expect(search.series).toBeUndefined();
    expect(bookingListQuery(search)).toMatchObject({ frequency: '', seriesId: '' });
  });
});
