/**
 * /practiceCenter: the practical list by scene category (caseType), each opening its cases, and
 * the theory papers (TheoryList).
 */
import {
  AppstoreOutlined,
  CustomerServiceOutlined,
  GiftOutlined,
  InboxOutlined,
  SafetyCertificateOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CASE_TYPES, type CaseType } from '../../../schemas/common.ts';
import { useCaseList } from '../shared/useCaseList.ts';
import { CategoryCard } from './practice/CategoryCard.tsx';
import { TheoryList } from './theory/TheoryList.tsx';

const ICONS: Record<CaseType, ReactNode> = {
  dailyConsultation: <CustomerServiceOutlined />,
  orderWarehousing: <InboxOutlined />,
  disputeClaims: <SafetyCertificateOutlined />,
  customerMarketing: <GiftOutlined />,
  other: <TagsOutlined />,
};

export default function PracticeCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { list, loading } = useCaseList();
  const count = (type?: CaseType) => {
    const cases = type ? list.filter((c) => c.caseType === type) : list;
    return {
      total: cases.length,
      submitted: cases.filter((c) => c.status === 'submitted').length,
    };
  };

  return (
    <div className="page-stack" data-testid="practice-center">
      <div>
        <Typography.Title level={3} style={{ marginBottom: 4 }}>
          {t('practice.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('practice.subtitle')}</Typography.Text>
      </div>
      {params.get('alreaySubmit') === 'true' ? (
        <Alert type="success" showIcon title={t('practice.submittedNotice')} closable />
      ) : null}
      <Card
        variant="borderless"
        title={t('practice.practical')}
        extra={
          <Button
            data-testid="open-practice-achievement"
            onClick={() => void navigate('/practiceAchievement')}
          >
            {t('practiceAchievement.title')}
          </Button>
        }
      >
        <Row gutter={[16, 16]}>
          <Col xs={24} sm={12} lg={8}>
            <CategoryCard
              testId="category-all"
              icon={<AppstoreOutlined />}
              title={t('practice.allCases')}
              description={t('practice.allCasesDesc')}
              counts={count()}
              loading={loading}
              onOpen={() => void navigate('/CaseList')}
            />
          </Col>
          {CASE_TYPES.map((type) => (
            <Col xs={24} sm={12} lg={8} key={type}>
              <CategoryCard
                testId={`category-${type}`}
                icon={ICONS[type]}
                title={t(`caseType.${type}`)}
                description={t(`practice.categoryDesc.${type}`)}
                counts={count(type)}
                loading={loading}
                onOpen={() => void navigate(`/CaseList?caseType=${type}`)}
              />
            </Col>
          ))}
        </Row>
      </Card>
      <TheoryList />
    </div>
  );
}
