export type TTotalItem = { key: string; label: string; value: string; tone?: string; hint?: string };

/** The totals over a report's whole filter, as a row of small cards. */
export function TotalsStrip({
  items,
  label,
  testId,
}: {
  items: readonly TTotalItem[];
  label: string;
  testId: string;
}) {
  return (
    <section aria-label={label} data-testid={testId}>
      <dl className="agent-figures agent-figures--totals">
        {items.map((item) => (
          <div
            key={item.key}
            className={`agent-figure${item.tone ? ` agent-figure--result ${item.tone}` : ''}`}
          >
            <dt>{item.label}</dt>
            <dd className="agent-figure__value" data-testid={`${testId}-${item.key}`}>
              {item.value}
            </dd>
            {item.hint ? <dd className="agent-figure__sub">{item.hint}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
