/**
 * Case-work layout (spec 2): a compact header with the case title, a left icon menu of the
 * case's built modules (with badges for what the case's actors changed), the module page, and the
 * bottom toolbox. The case clock (header) waits until the task is closed the first time. Loads caseInfo, keeps the live channel
 * open, tells the student about the actors' changes, and loads each page's tracking points.
 */
import { Layout, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { practiceApi } from '../api/endpoints.ts';
import { AppHeader } from '../layout/AppHeader.tsx';
import { builtModules, moduleOfPath } from '../modules/registry.ts';
import { useSession } from '../session/session.ts';
import { CaseHeading } from './CaseHeading.tsx';
import { AttemptClosed } from './AttemptClosed.tsx';
import { CaseSideMenu } from './CaseSideMenu.tsx';
import { markSeen, resetCaseStore, useCaseStore } from './caseStore.ts';
import { LiveNotices } from './LiveNotices.tsx';
import { Toolbox } from './Toolbox.tsx';
import { useAttemptLive } from './useAttemptLive.ts';
import { useCaseClock } from './useCaseClock.ts';
import { usePagePoints } from './usePagePoints.ts';

export default function CaseLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const caseID = useSession((s) => s.caseID);
  const usercaseID = useSession((s) => s.usercaseID);
  const caseInfo = useCaseStore((s) => s.caseInfo);
  const resetTo = useCaseStore((s) => s.resetTo);
  const current = moduleOfPath(pathname);

  useEffect(() => {
    if (!caseID) return;
    return () => resetCaseStore();
  }, [caseID]);
  useEffect(() => {
    if (!caseID) return;
    let live = true;
    // The case as this attempt is played: its case version (ADR 0023).
    practiceApi.caseInfo(caseID, usercaseID ?? undefined).then(
      (info) => live && useCaseStore.setState({ caseInfo: info }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [caseID, usercaseID]);
  useAttemptLive(usercaseID);
  useCaseClock(usercaseID);
  usePagePoints(caseID, usercaseID, current);
  useEffect(() => {
    if (current) markSeen(current.id);
  }, [current]);

  if (!caseID || !usercaseID) return <Navigate to="/practiceCenter" replace />;
  const modules = caseInfo ? builtModules(caseInfo.modules) : [];
  const allowed = !caseInfo || modules.some((m) => m.id === current?.id);

  return (
    <Layout className="app-shell case-shell">
      <AppHeader tabs={false}>
        <CaseHeading />
      </AppHeader>
      <Layout>
        <Layout.Sider width={92} className="case-sider" theme="light">
          <CaseSideMenu modules={modules} />
        </Layout.Sider>
        <Layout.Content className="case-content">
          {!caseInfo ? (
            <div className="page-spinner">
              <Spin size="large" />
            </div>
          ) : resetTo ? (
            <AttemptClosed />
          ) : allowed ? (
            <Outlet />
          ) : (
            <Result status="info" title={t('caseWork.moduleNotInCase')} />
          )}
        </Layout.Content>
      </Layout>
      <Toolbox />
      <LiveNotices />
    </Layout>
  );
}
