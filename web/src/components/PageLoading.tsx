/** What a screen shows while its code or its data loads. */
export function PageLoading({ label = 'Lastar …' }: { label?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
