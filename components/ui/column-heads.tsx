/** A table's header row: one column header per label, in order. */
export function ColumnHeads(props: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {props.labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
