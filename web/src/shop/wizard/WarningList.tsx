import { ruleText } from '../../i18n/index.ts';
import { StatusIcon } from '../../components/StatusIcon.tsx';

/** Opening-hour and similar warnings of the wizard, each in its own warning box. */
export function WarningList({ warnings }: { warnings: readonly string[] }) {
  if (!warnings.length) return null;
  return (
    <ul className="wz-warnings" aria-live="polite">
      {warnings.map((w) => (
        <li key={w} className="wz-warning">
          <StatusIcon status="warning" size={20} />
          <span>{ruleText(w)}</span>
        </li>
      ))}
    </ul>
  );
}
