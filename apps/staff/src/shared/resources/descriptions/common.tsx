import type { Translate } from '@clinic/i18n';
import type { ResourceColumn } from '../types';

/** 'dd/MM/yyyy' of an ISO time, in the browser's time zone. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** The "created" column every resource can sort by. */
export function createdAtColumn<Item extends { createdAt: string }>(): ResourceColumn<Item> {
  return {
    key: 'createdAt',
    labelKey: 'resources.list.createdAt',
    sortable: true,
    cell: (item: Item, _t: Translate) => formatDate(item.createdAt),
    hideBelow: 'tablet',
  };
}

/** '' for null, for table cells. */
export const text = (value: string | null | undefined) => value ?? '';
