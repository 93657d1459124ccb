/** The pagination of a module table: current page, size, total, and the "N in total" text. */
import type { TFunction } from 'i18next';

export type Paging = { page: number; limit: number };

export const tablePaging = (
  t: TFunction,
  paging: Paging,
  total: number,
  onPage: (page: number, limit: number) => void,
) => ({
  current: paging.page,
  pageSize: paging.limit,
  total,
  showSizeChanger: true,
  showTotal: (n: number) => t('common.total', { total: n }),
  onChange: onPage,
});
