/** Filters and paging of a module list; a new search goes back to page 1. */
import { useState } from 'react';

export const useListQuery = <F extends object>() => {
  const [filters, setFilters] = useState<Partial<F>>({});
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  return {
    filters,
    paging,
    search: (f: Partial<F>) => {
      setFilters(f);
      setPaging((p) => ({ ...p, page: 1 }));
    },
    changePage: (page: number, limit: number) => setPaging({ page, limit }),
  };
};
