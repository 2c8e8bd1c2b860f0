import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@clinic/domain';
import { formatCount } from '@clinic/i18n';
import { cx } from '../../internal/cx';
import { useT } from '../../useT';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Pagination.css';
import { pageItems } from './pages';

export interface PaginationProps {
  /** 1-based, as the API pages (first page 1). */
  pageNumber: number;
  /** 50 by default (docs/product.md#lists-and-data). */
  pageSize?: number;
  totalItem: number;
  /** The list stopped counting at `totalItem` (more match): the range reads '1–50 / 1.000+' (vi), '1,000+' (en). */
  totalIsCapped?: boolean;
  onPageChange: (pageNumber: number) => void;
  className?: string;
}

/** 'x–y / total' and the page buttons; page numbers hide on phones, leaving previous and next. */
export function Pagination({
  pageNumber,
  pageSize = DEFAULT_PAGE_SIZE,
  totalItem,
  totalIsCapped = false,
  onPageChange,
  className,
}: PaginationProps) {
  const { t, lang } = useT();
  const count = Math.max(FIRST_PAGE, Math.ceil(totalItem / pageSize));
  const current = Math.min(Math.max(FIRST_PAGE, pageNumber), count);
  const from = totalItem === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(totalItem, current * pageSize);
  const go = (page: number) => page !== current && onPageChange(page);

  return (
    <nav className={cx(styles.root, className)} aria-label={t('ui.pagination.label')}>
      <p className={styles.range} aria-live="polite">
        {t('ui.pagination.range', {
          from: formatCount(from, lang),
          to: formatCount(to, lang),
          total: `${formatCount(totalItem, lang)}${totalIsCapped ? '+' : ''}`,
        })}
      </p>
      {count > 1 && (
        <ul className={styles.list}>
          <li>
            <IconButton
              size="sm"
              icon="chevron-left"
              aria-label={t('ui.pagination.previous')}
              disabled={current <= FIRST_PAGE}
              onClick={() => go(current - 1)}
            />
          </li>
          {pageItems(current, count).map((item, index) =>
            item === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by position.
              <li key={`gap-${index}`} className={cx(styles.pageItem, styles.gap)} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item} className={styles.pageItem}>
                <button
                  type="button"
                  className={styles.page}
                  aria-label={t('ui.pagination.page', { page: item })}
                  aria-current={item === current ? 'page' : undefined}
                  onClick={() => go(item)}
                >
                  {item}
                </button>
              </li>
            ),
          )}
          <li>
            <IconButton
              size="sm"
              icon="chevron-right"
              aria-label={t('ui.pagination.next')}
              disabled={current >= count}
              onClick={() => go(current + 1)}
            />
          </li>
        </ul>
      )}
    </nav>
  );
}
