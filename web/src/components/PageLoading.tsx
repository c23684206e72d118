import { useTranslation } from 'react-i18next';

/** What a screen shows while its code or its data loads. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
