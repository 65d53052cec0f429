"use client";
/**
 * A chart's data as a table: behind a "Show as table" toggle for everyone, complete for screen readers.
 * A client component whose cells are plain texts: the page's data travels once, as those texts, in
 * the page's React payload, instead of once as HTML and again as every cell's element (issue 25:
 * /analytics carried its tables twice, 220 KB of HTML). The table is drawn when the disclosure is
 * first opened: a closed <details> shows nothing to anyone (its content is outside the
 * accessibility tree too), and the page's HTML stays within 100 KB at a year of history.
 */
import { useState } from "react";

export function DataTable({
  summary,
  caption,
  regionLabel,
  headers,
  rows,
}: {
  summary: string;
  caption: string;
  regionLabel: string;
  headers: string[];
  rows: string[][];
}) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="text-sm" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary className="cursor-pointer text-primary">{summary}</summary>
      {opened && (
        <div className="mt-2 max-h-80 overflow-auto" tabIndex={0} role="region" aria-label={regionLabel}>
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b">
                {headers.map((h) => (
                  <th key={h} scope="col" className="px-1 py-1 text-start font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, i) => (
                <tr key={i} className="border-b last:border-0">
                  {cells.map((c, j) =>
                    j === 0 ? (
                      <th key={j} scope="row" className="px-1 py-1 text-start font-normal">
                        {c}
                      </th>
                    ) : (
                      <td key={j} className="px-1 py-1">
                        {c}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
