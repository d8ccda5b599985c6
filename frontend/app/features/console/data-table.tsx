/**
 * The console's tables, on TanStack Table (headless): the library gives the rows and cells, this
 * gives the markup. Wide tables scroll sideways in a focusable, labelled region on narrow screens.
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
  empty?: string;
}

export function DataTable<T extends RowData>({
  caption,
  columns,
  data,
  rowId,
  rowClassName,
  empty = 'Nothing to show.',
}: DataTableProps<T>) {
  const table = useTable({ features, columns, data, getRowId: (row: T) => rowId(row) });
  const rows = table.getRowModel().rows;
  return (
    <div className="console-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="console-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
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
                  <td key={cell.id}>
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
