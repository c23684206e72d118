import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** One step as the step bar shows it. */
export interface StepItem {
  n: number;
  label: string;
  href: string;
  open: boolean;
  done: boolean;
  current: boolean;
}

const CHECK = (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <polyline points="5 12.5 10 17.5 19 7" />
  </svg>
);

/** The six steps as a row (desktop) or a column (mobile): a check mark when done, a link when open. */
export function StepList({ steps, variant }: { steps: StepItem[]; variant: 'row' | 'column' }) {
  const { t } = useTranslation();
  return (
    <ol className={`wz-steps ${variant}`}>
      {steps.map((s) => {
        const state = s.current ? 'current' : s.done ? 'done' : s.open ? 'open' : 'locked';
        const body = (
          <>
            <span className="wz-step-mark" aria-hidden="true">
              {s.done ? CHECK : s.n}
            </span>
            <span className="wz-step-label">
              {s.label}
              {s.done && <span className="visually-hidden">{t('stepbar.done')}</span>}
            </span>
          </>
        );
        return (
          <li key={s.n} className={`wz-step ${state}`}>
            {s.current ? (
              <span className="wz-step-body" aria-current="step">
                {body}
              </span>
            ) : s.open ? (
              <Link className="wz-step-body" to={s.href}>
                {body}
              </Link>
            ) : (
              <span className="wz-step-body" aria-disabled="true">
                {body}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
