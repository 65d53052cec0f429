/** The admin page's tables: a captioned table that scrolls sideways on a narrow screen, and its cells. */
import type { ReactNode } from "react";

export function Table({
  caption,
  hideCaption,
  head,
  empty,
  children,
}: {
  caption: string;
  /** For a table whose section heading already says what it lists: the caption is for screen readers. */
  hideCaption?: boolean;
  head: string[];
  /** What an empty table says (issue 24): no rows, or no match for a search. */
  empty: string;
  children: ReactNode;
}) {
  const rows = Array.isArray(children) ? children.length : children ? 1 : 0;
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className={hideCaption ? "sr-only" : "p-3 text-start font-medium"}>{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="p-3 text-start">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows > 0 ? (
            children
          ) : (
            <tr className="border-t">
              <td colSpan={head.length} className="p-3 text-muted-foreground" data-testid="admin-empty">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A body cell. `ltr` for addresses, codes and ids, which read left to right in Arabic too;
 * `breakAll` for long unbroken ones (invoice and event ids, web addresses).
 */
export function Cell({ ltr, breakAll, children }: { ltr?: boolean; breakAll?: boolean; children: ReactNode }) {
  return (
    <td className={breakAll ? "p-3 break-all" : "p-3"} dir={ltr ? "ltr" : undefined}>
      {children}
    </td>
  );
}
