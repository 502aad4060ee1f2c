/** What the map validator (shared/maps) still finds wrong, after every change. */
export function ProblemsPanel({ problems }: { problems: readonly string[] }) {
  return (
    <section className="editor-panel" aria-labelledby="problems-title">
      <h2 id="problems-title">
        Problems <span className="muted">({problems.length})</span>
      </h2>
      {problems.length === 0 ? (
        <p className="editor-ok" data-testid="no-problems">
          No problems: the map is valid.
        </p>
      ) : (
        <ul className="editor-problems" data-testid="problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
