/**
 * /lessonCenter/Study?course=&section=: a section's content (Markdown, rendered and sanitized) with
 * the study time counted while the page is visible (useStudyClock), the course's chapters beside
 * it, the section's sources, the cases and questions that practise it, its files, and at the end
 * of a chapter its after-class exercises; previous and next section.
 */
import { ArrowLeftOutlined, ClockCircleOutlined, DownloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Breadcrumb,
  Button,
  Card,
  Col,
  List,
  Menu,
  Row,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SectionDetailData } from '../../../../schemas/api/courses.ts';
import { useLocalText } from '../../shared/format.ts';
import { saveBlob } from '../../shared/saveBlob.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { lessonApi, studyPath } from './api.ts';
import { Markdown } from './Markdown.tsx';
import { QuestionPreviewList } from './QuestionPreviewList.tsx';
import { StudyTime } from './StudyTime.tsx';
import { useStudyClock } from './useStudyClock.ts';
import './lesson.css';

function SectionBody({ d }: { d: SectionDetailData }) {
  const { t, i18n } = useTranslation();
  const text = useLocalText();
  const navigate = useNavigate();
  const clock = useStudyClock(d.courseID, d.sectionID, d.studySeconds);
  const content = i18n.language.startsWith('zh') ? d.content.zh : d.content.en;
  return (
    <div className="page-stack">
      <Card
        title={text(d.title)}
        extra={
          <Space>
            <ClockCircleOutlined />
            <Typography.Text>{t('lesson.studyTime')}</Typography.Text>
            <StudyTime seconds={clock.seconds} testId="study-seconds" />
            {clock.counting ? (
              <Tag color="green" data-testid="study-counting">
                {t('lesson.counting')}
              </Tag>
            ) : (
              <Tag>{t('lesson.paused')}</Tag>
            )}
          </Space>
        }
      >
        <Markdown text={content || (d.content.zh ?? '')} testId="section-content" />
      </Card>
      {d.cases.length > 0 ? (
        <Card title={t('lesson.cases')} size="small">
          <List
            size="small"
            data-testid="section-cases"
            dataSource={d.cases}
            renderItem={(c) => (
              <List.Item key={c.caseID}>
                <Link to={`/CaseList?case=${encodeURIComponent(c.caseID)}`}>{text(c.title)}</Link>
              </List.Item>
            )}
          />
        </Card>
      ) : null}
      <Card
        title={t('lesson.questions')}
        size="small"
        extra={<Link to="/practiceCenter">{t('lesson.practise')}</Link>}
      >
        <Typography.Paragraph type="secondary">{t('lesson.readOnly')}</Typography.Paragraph>
        <QuestionPreviewList items={d.questions} testId="section-questions" />
      </Card>
      {d.resources.length > 0 ? (
        <Card title={t('lesson.resources')} size="small">
          <List
            size="small"
            data-testid="section-resources"
            dataSource={d.resources}
            renderItem={(r) => (
              <List.Item
                key={r.file}
                actions={[
                  <Button
                    key="get"
                    size="small"
                    icon={<DownloadOutlined />}
                    onClick={() =>
                      void lessonApi.file(r.courseID, r.file).then((b) => saveBlob(b, r.file))
                    }
                  >
                    {t('lesson.download')}
                  </Button>,
                ]}
              >
                <Space>
                  <Tag>{t(`lesson.resourceType.${r.type}`)}</Tag>
                  {text(r.title)}
                </Space>
              </List.Item>
            )}
          />
        </Card>
      ) : null}
      {d.exercises ? (
        <Card
          title={t('lesson.afterClass', { chapter: text(d.chapterTitle) })}
          size="small"
          extra={<Link to="/practiceCenter">{t('lesson.practise')}</Link>}
        >
          <QuestionPreviewList items={d.exercises} testId="chapter-exercises" />
        </Card>
      ) : null}
      <Card title={t('lesson.sources')} size="small">
        <ul data-testid="section-sources">
          {d.sources.map((s) => (
            <li key={s.url}>
              <a href={s.url} target="_blank" rel="noopener noreferrer">
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </Card>
      <Space>
        <Button
          disabled={!d.prevSectionID}
          onClick={() => d.prevSectionID && void navigate(studyPath(d.courseID, d.prevSectionID))}
        >
          {t('lesson.prev')}
        </Button>
        <Button
          type="primary"
          data-testid="next-section"
          disabled={!d.nextSectionID}
          onClick={() => d.nextSectionID && void navigate(studyPath(d.courseID, d.nextSectionID))}
        >
          {t('lesson.next')}
        </Button>
      </Space>
    </div>
  );
}

function Section({ courseID, sectionID }: { courseID: string; sectionID: string }) {
  const { t } = useTranslation();
  const text = useLocalText();
  const navigate = useNavigate();
  const detail = useRemote(
    useCallback(() => lessonApi.section(courseID, sectionID), [courseID, sectionID]),
  );
  const curriculum = useRemote(useCallback(() => lessonApi.curriculum(courseID), [courseID]));
  const d = detail.data;
  if (detail.failed) return <Alert type="error" showIcon title={t('lesson.sectionMissing')} />;
  return (
    <div className="page-stack" data-testid="lesson-study">
      <Breadcrumb
        items={[
          { title: <Link to="/lessonCenter">{t('lesson.title')}</Link> },
          { title: d ? text(d.courseTitle) : '' },
          { title: d ? text(d.chapterTitle) : '' },
        ]}
      />
      <Row gutter={16}>
        <Col xs={24} lg={6}>
          <Card size="small" title={curriculum.data ? text(curriculum.data.title) : ''}>
            <Menu
              mode="inline"
              selectedKeys={[sectionID]}
              data-testid="curriculum"
              items={(curriculum.data?.chapters ?? []).map((ch) => ({
                key: `chapter-${ch.chapterID}`,
                type: 'group' as const,
                label: text(ch.title),
                children: ch.sections.map((s) => ({
                  key: s.sectionID,
                  label: (
                    <Space>
                      {text(s.title)}
                      {s.read ? <Tag color="green">{t('lesson.read')}</Tag> : null}
                    </Space>
                  ),
                })),
              }))}
              onClick={({ key }) => void navigate(studyPath(courseID, key))}
            />
          </Card>
        </Col>
        <Col xs={24} lg={18}>
          {d ? <SectionBody d={d} /> : <Skeleton active />}
        </Col>
      </Row>
    </div>
  );
}

export default function StudyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const courseID = params.get('course') ?? '';
  const sectionID = params.get('section') ?? '';
  if (!courseID || !sectionID)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('lesson.sectionMissing')}
        action={
          <Link to="/lessonCenter">
            <ArrowLeftOutlined /> {t('lesson.title')}
          </Link>
        }
      />
    );
  // A new section is a new page: its clock and data start afresh.
  return <Section key={`${courseID}/${sectionID}`} courseID={courseID} sectionID={sectionID} />;
}
