/**
 * The console's tables, on TanStack Table (headless): the library gives the rows and cells, this
 * gives the markup. A table fits its column: long values wrap, and where the column is narrow
 * (console.css, a container query) each row becomes a card whose cells show their header as a label
 * (`data-label`); `data-column` lets a screen lay out its own cards. The labelled, focusable region
 * scrolls sideways only if a value cannot wrap.
 */
import {
  createColumnHelper,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

const features = tableFeatures({});
type Features = typeof features;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a column list mixes value types
export type Columns<T extends RowData> = ColumnDef<Features, T, any>[];
export const columnsFor = <T extends RowData>() => createColumnHelper<Features, T>();

interface DataTableProps<T extends RowData> {
  /** Names the table and its scrolling region. */
  caption: string;
  columns: Columns<T>;
  data: T[];
  rowId: (row: T) => string;
  rowClassName?: (row: T) => string | undefined;
  /** A screen's own look (e.g. its card layout on narrow screens). */
  className?: string;
  empty?: string;
}

/** A header's text, for the cell's label on a card (none for a header that is markup). */
const labelOf = (header: unknown) => (typeof header === 'string' ? header : undefined);

export function DataTable<T extends RowData>({
  caption,
  columns,
  data,
  rowId,
  rowClassName,
  className,
  empty = 'Nothing to show.',
}: DataTableProps<T>) {
  const table = useTable({ features, columns, data, getRowId: (row: T) => rowId(row) });
  const rows = table.getRowModel().rows;
  return (
    <div className="console-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className={className ? `console-table ${className}` : 'console-table'}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" data-column={header.column.id}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="console-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={rowClassName?.(row.original)}>
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    data-column={cell.column.id}
                    data-label={labelOf(cell.column.columnDef.header)}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
