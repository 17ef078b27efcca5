import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { NavEntry } from '../routes/menus';
import { DeferredMenu } from './DeferredMenu';
import { useNavGroupButton } from './menuButtons';
import { UpgradeBadge } from './UpgradeBadge';

const link = (active: boolean) =>
  `inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${active ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100'}`;

/** A group of several sections: its dropdown, loaded on first use. */
function NavGroup({ entry, active }: { entry: NavEntry; active: boolean }) {
  const look = useNavGroupButton(entry, active);
  return <DeferredMenu look={look} render={(m, mount) => <m.NavGroupMenu entry={entry} active={active} mount={mount} />} />;
}

/** The navigation menu: a link per single-section group, a dropdown of sections otherwise. */
export function NavMenu({ entries, activeGroup }: { entries: readonly NavEntry[]; activeGroup: string | undefined }) {
  const { t } = useTranslation();
  return (
    <ul className="flex items-center gap-1">
      {entries.map((e) => (
        <li key={e.group}>
          {e.sections.length === 1 ? (
            <Link href={e.to} className={link(e.group === activeGroup)} aria-current={e.group === activeGroup ? 'true' : undefined}>
              {t(e.titleKey)}
              {e.locked && <UpgradeBadge />}
            </Link>
          ) : (
            <NavGroup entry={e} active={e.group === activeGroup} />
          )}
        </li>
      ))}
    </ul>
  );
}
