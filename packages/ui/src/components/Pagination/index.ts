export { Pagination, type PaginationProps } from './Pagination.tsx';
export { defaultPageSizes, UNLIMITED_PAGE_SIZE } from './pages.ts';
