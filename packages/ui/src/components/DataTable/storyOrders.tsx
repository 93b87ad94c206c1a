import type { SortingState } from '@tanstack/react-table';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { createDataTableColumns } from './columns.ts';
import type { ColumnStorage } from './hiddenColumns.ts';

/** An order as the order list shows it (the fixtures of the DataTable stories and benchmark). */
export interface Order {
  id: string;
  number: string;
  customer: string;
  owner: string;
  status: 'offer' | 'booked' | 'running';
  budget: number;
  start: string;
}

const customers = ['Migros', 'Coop', 'SBB', 'Swisscom', 'Lindt & Sprüngli', 'Nestlé Suisse'];
const owners = ['Anna Meier', 'Luca Rossi', 'Claire Dubois', 'Jonas Keller'];
const statuses = ['offer', 'booked', 'running'] as const;
const statusTones = { offer: 'neutral', booked: 'positive', running: 'link' } as const;

/** `count` orders, always the same ones. */
export function makeOrders(count: number, firstNumber = 1): Order[] {
  return Array.from({ length: count }, (_, index) => {
    const n = firstNumber + index;
    return {
      id: String(n),
      number: `Order ${n}`,
      customer: customers[n % customers.length] as string,
      owner: owners[n % owners.length] as string,
      status: statuses[n % statuses.length] as Order['status'],
      budget: ((n * 7919) % 90000) + 1000,
      start: `2026-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
    };
  });
}

/** What the order list's "server" does with the sort order. */
export function sortOrders(orders: readonly Order[], sorting: SortingState): readonly Order[] {
  const [sort] = sorting;
  if (!sort) return orders;
  const key = sort.id as keyof Order;
  const sign = sort.desc ? -1 : 1;
  return [...orders].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
}

/** A storage that keeps values in memory and records what it was given. */
export function memoryStorage(initial: Record<string, string> = {}): ColumnStorage & {
  values: Record<string, string>;
} {
  const values = { ...initial };
  return {
    values,
    get: (key) => values[key],
    set: (key, value) => {
      values[key] = value;
    },
  };
}

const column = createDataTableColumns<Order>();
const budgetFormat = new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' });

export const orderColumns = [
  column.accessor('number', { header: 'Order', enableHiding: false, meta: { kind: 'name' } }),
  column.accessor('customer', { header: 'Customer', meta: { kind: 'name' } }),
  column.accessor('owner', { header: 'Owner', enableSorting: false }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => (
      <StatusBadge tone={statusTones[info.getValue()]}>{info.getValue()}</StatusBadge>
    ),
    meta: { kind: 'status' },
  }),
  column.accessor('budget', {
    header: 'Budget',
    cell: (info) => budgetFormat.format(info.getValue()),
    meta: { kind: 'money' },
  }),
  column.accessor('start', { header: 'Start', meta: { kind: 'date' } }),
];
