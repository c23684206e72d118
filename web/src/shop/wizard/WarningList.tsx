import { ruleText } from '../../i18n/index.ts';
import { StatusIcon } from '../../components/StatusIcon.tsx';

/**
 * Opening-hour and similar warnings of the wizard, each in its own warning box. The list is there while empty too:
 * screen readers announce what is added to a live region they already know, and mostly skip one that appears with its
 * first warning inside (the empty list takes no room, see wizard.css).
 */
export function WarningList({ warnings }: { warnings: readonly string[] }) {
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
