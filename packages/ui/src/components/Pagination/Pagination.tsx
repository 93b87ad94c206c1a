import { useUiText } from '../../provider/context.ts';
import { formatCount } from '../../provider/locales.ts';
import { Button } from '../Button/Button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Select } from '../Select/Select.tsx';
import * as styles from './Pagination.css.ts';
import { defaultPageSizes, pageCountOf, pageItems, UNLIMITED_PAGE_SIZE } from './pages.ts';

export interface PaginationProps {
  /** The current page, counted from 1. */
  page: number;
  pageSize: number;
  /** How many entries the whole list has (the server's total). */
  total: number;
  onPageChange: (page: number) => void;
  /** Without it the page size cannot be changed and its field is left out. */
  onPageSizeChange?: (pageSize: number) => void;
  /** The sizes offered; `UNLIMITED_PAGE_SIZE` reads "All". */
  pageSizeOptions?: readonly number[];
}

/**
 * The pager of a server-paged list: which entries are shown, previous / next and the page
 * numbers around the current one, and the page size.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = defaultPageSizes,
}: PaginationProps) {
  const text = useUiText();
  const pageCount = pageCountOf(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const sizeOptions = pageSizeOptions.map((size) => ({
    id: String(size),
    label: size === UNLIMITED_PAGE_SIZE ? text('ui.pagination.all') : formatCount(size),
  }));

  return (
    <nav className={styles.root} aria-label={text('ui.pagination.label')}>
      <p className={styles.range}>{text('ui.pagination.range', { from, to, total })}</p>
      <ul className={styles.pages}>
        <li>
          <IconButton
            label={text('ui.pagination.previous')}
            icon={<ChevronLeftIcon />}
            size="small"
            isDisabled={page <= 1}
            onPress={() => onPageChange(page - 1)}
          />
        </li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // Gaps have no identity of their own: the one before or after the current page.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'ghost'}
                size="small"
                aria-label={text('ui.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => item !== page && onPageChange(item)}
              >
                {formatCount(item)}
              </Button>
            </li>
          ),
        )}
        <li>
          <IconButton
            label={text('ui.pagination.next')}
            icon={<ChevronRightIcon />}
            size="small"
            isDisabled={page >= pageCount}
            onPress={() => onPageChange(page + 1)}
          />
        </li>
      </ul>
      {onPageSizeChange && (
        <div className={styles.pageSize}>
          <Select
            label={text('ui.pagination.pageSize')}
            options={sizeOptions}
            value={String(pageSize)}
            onChange={(value) => value && onPageSizeChange(Number(value))}
          />
        </div>
      )}
    </nav>
  );
}
Pagination.displayName = 'Pagination';
