/**
 * Left icon menu: the case's modules that the web app has built, in the spec's order, each with a
 * badge counting what the case's actors changed there since the student last looked.
 */
import { Badge, Tooltip } from 'antd';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { moduleOfPath, type ModuleEntry } from '../modules/registry.ts';
import { reselect, useCaseStore } from './caseStore.ts';

export function CaseSideMenu({ modules }: { modules: ModuleEntry[] }) {
  const { t } = useTranslation();
  const unseen = useCaseStore((s) => s.unseen);
  // A module's pages at routes of their own (/creatPaper) highlight its entry too.
  const current = moduleOfPath(useLocation().pathname);
  return (
    <nav className="case-menu" aria-label={t('caseWork.modules')}>
      {modules.map((m) => (
        <Tooltip key={m.id} title={t(`module.${m.id}`)} placement="right">
          <NavLink
            to={m.path}
            className={({ isActive }) =>
              `case-menu-item${isActive || current?.id === m.id ? ' active' : ''}`
            }
            data-testid={`menu-${m.id}`}
            onClick={() => current?.id === m.id && reselect(m.id)}
          >
            <Badge count={unseen[m.id] ?? 0} size="small" data-testid={`menu-badge-${m.id}`}>
              <span className="case-menu-icon">{createElement(m.icon)}</span>
            </Badge>
            <span className="case-menu-label">{t(`module.${m.id}`)}</span>
          </NavLink>
        </Tooltip>
      ))}
    </nav>
  );
}
