import { emptyFilters, type FilterBarValue } from '@sparkle/ui';
import { useEffect, useState } from 'react';

/** The search box's text once typing pauses (300 ms), so the database is asked once per search, not per key. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A searched and paged list's state (the messages, the outbox): the filter bar's value, the page and its size, and
 * the search once typing pauses. A change of the filters starts again on the first page.
 */
export function useListFilters() {
  const [filters, setFilters] = useState<FilterBarValue>(emptyFilters);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const search = useDebounced(filters.search);
  const changeFilters = (next: FilterBarValue) => {
    setFilters(next);
    setPage(1);
  };
  return { filters, setFilters, changeFilters, page, setPage, pageSize, setPageSize, search };
}
