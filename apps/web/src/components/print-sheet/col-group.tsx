/**
 * The column widths of a hand-laid table (a print form, a read-only line list), in order; an
 * empty entry leaves that column the rest of the width.
 */
export const ColGroup = ({ widths }: { widths: readonly (string | number | null)[] }) => (
  <colgroup>
    {widths.map((width, i) => (
      // The widths never reorder: the position is the column.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above.
      <col key={i} style={width === null ? undefined : { width }} />
    ))}
  </colgroup>
);
