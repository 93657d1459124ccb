/**
 * /Home: the student's dashboard from CaseList (the cases a teacher has rated, commented on or
 * adjusted since the student last read them, each opening its analysis; what to do next: the
 * case to continue, reviews due, courses to go on with; then available, started, submitted,
 * average); a teacher or an admin is sent to their classes (/Teacher).
 */
import { ArrowRightOutlined, BellOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useSession } from '../session/session.ts';
import { useLocalText } from '../shared/format.ts';
import { useCaseList } from '../shared/useCaseList.ts';
import { useStartCase } from './caseList/useStartCase.ts';
import { CaseRows } from './home/CaseRows.tsx';
import { NextSteps } from './home/NextSteps.tsx';
import { StatCards } from './home/StatCards.tsx';

const byDateDesc = (a: string | null, b: string | null) => (b ?? '').localeCompare(a ?? '');

export default function HomePage() {
  const role = useSession((s) => s.userInfo?.role);
  return role === 'teacher' || role === 'admin' ? (
    <Navigate to="/Teacher" replace />
  ) : (
    <StudentHome />
  );
}

function StudentHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userInfo = useSession((s) => s.userInfo);
  const text = useLocalText();
  const { list, loading } = useCaseList();
  const start = useStartCase();
  const inProgress = list
    .filter((c) => c.status === 'inProgress')
    .sort((a, b) => byDateDesc(a.startedAt, b.startedAt));
  const news = list.filter((c) => c.teacherNews);
  const recent = list
    .filter((c) => c.status === 'submitted')
    .sort((a, b) => byDateDesc(a.submittedAt, b.submittedAt))
    .slice(0, 5);

  return (
    <div className="page-stack" data-testid="home-page">
      <Card variant="borderless" className="home-hero">
        <Row align="middle" gutter={[24, 16]}>
          <Col flex="auto">
            <Typography.Title level={3} style={{ color: '#fff', margin: 0 }}>
              {t('home.welcome', { name: userInfo?.displayName || userInfo?.userName })}
            </Typography.Title>
            <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.85)', margin: '8px 0 0' }}>
              {t('home.intro')}
            </Typography.Paragraph>
          </Col>
          <Col>
            <Button
              size="large"
              icon={<ArrowRightOutlined />}
              iconPlacement="end"
              data-testid="go-practice"
              onClick={() => void navigate('/practiceCenter')}
            >
              {t('home.goPractice')}
            </Button>
          </Col>
        </Row>
      </Card>
      {news.length > 0 ? (
        <Alert
          type="info"
          showIcon
          icon={<BellOutlined />}
          data-testid="home-teacher-news"
          title={t('home.teacherNews', { count: news.length })}
          description={
            <Flex gap={8} wrap>
              {news.map((c) => (
                <Button
                  key={c.caseID}
                  size="small"
                  data-testid={`home-teacher-news-${c.caseID}`}
                  onClick={() =>
                    void navigate(
                      `/CaseList?caseType=${c.caseType}&analysis=${encodeURIComponent(c.caseID)}`,
                    )
                  }
                >
                  {text(c.title)}
                </Button>
              ))}
            </Flex>
          }
        />
      ) : null}
      <NextSteps cases={list} casesLoading={loading} onContinue={(c) => void start(c, 'false')} />
      <StatCards list={list} loading={loading} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('home.inProgress')} variant="borderless" loading={loading}>
            <CaseRows
              items={inProgress}
              empty={t('home.noInProgress')}
              onContinue={(c) => void start(c, 'false')}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('home.recentResults')} variant="borderless" loading={loading}>
            <CaseRows items={recent} empty={t('home.noResults')} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
