/**
 * Toolbox: goods stock lookup (spec 7, 9) — search the attempt's goods by name or code, platform
 * and sale state; the table is 600 high. Each search reports tracking point 117 (sourceID -1),
 * sent only where the current page's points include it.
 */
import { Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsItem } from '../../../../schemas/api/practice.ts';
import type { Platform } from '../../../../schemas/common.ts';
import { api } from '../../api/index.ts';
import { useSession } from '../../session/session.ts';
import { useLocalText, useMoney } from '../../shared/format.ts';
import { useCaseStore } from '../caseStore.ts';
import { trackPoint } from '../tracking.ts';

export const GOODS_POINT = 117;
export const GOODS_TABLE_HEIGHT = 600;

export function GoodsLookup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useLocalText();
  const money = useMoney();
  const userCaseID = useSession((s) => s.usercaseID);
  const caseInfo = useCaseStore((s) => s.caseInfo);
  const platforms = [...new Set((caseInfo?.stores ?? []).map((s) => s.platform))];
  const [platform, setPlatform] = useState<Platform | ''>('');
  const [state, setState] = useState(-1);
  const [list, setList] = useState<GoodsItem[] | null>(null);
  const [loading, setLoading] = useState(false);

  const search = async (value: string) => {
    if (!userCaseID) return;
    setLoading(true);
    try {
      const data = await api.post<{ list: GoodsItem[] }>('/PracticeTraining/GoodsSearch', {
        userCaseID,
        platform,
        state,
        value: value.slice(0, 80),
      });
      setList(data.list);
      trackPoint(GOODS_POINT, -1, value);
    } catch {
      setList([]);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={960}
      title={t('toolbox.goods.title')}
      destroyOnHidden
    >
      <Space wrap style={{ marginBottom: 12 }} data-testid="goods-lookup">
        <Select
          style={{ width: 180 }}
          value={platform}
          onChange={setPlatform}
          options={[
            { value: '', label: t('toolbox.goods.allPlatforms') },
            ...platforms.map((p) => ({ value: p, label: t(`platform.${p}`) })),
          ]}
        />
        <Select
          style={{ width: 140 }}
          value={state}
          onChange={setState}
          options={[
            { value: -1, label: t('toolbox.goods.allStates') },
            { value: 0, label: t('toolbox.goods.onSale') },
            { value: 1, label: t('toolbox.goods.notOnSale') },
          ]}
        />
        <Input.Search
          allowClear
          maxLength={80}
          style={{ width: 320 }}
          placeholder={t('toolbox.goods.placeholder')}
          enterButton={t('common.search')}
          loading={loading}
          onSearch={(v) => void search(v.trim())}
          data-testid="goods-search"
        />
      </Space>
      <Table<GoodsItem>
        rowKey="sku"
        size="small"
        loading={loading}
        dataSource={list ?? []}
        pagination={false}
        scroll={{ y: GOODS_TABLE_HEIGHT }}
        locale={{ emptyText: list ? t('toolbox.goods.none') : t('toolbox.goods.hint') }}
        columns={[
          { title: t('toolbox.goods.name'), key: 'name', render: (_, g) => text(g.name) },
          { title: t('toolbox.goods.sku'), dataIndex: 'sku', className: 'mono' },
          { title: t('toolbox.goods.specs'), dataIndex: 'specs' },
          {
            title: t('toolbox.goods.price'),
            key: 'price',
            align: 'right',
            render: (_, g) => money(g.price),
          },
          { title: t('toolbox.goods.num'), dataIndex: 'num', align: 'right' },
          {
            title: t('toolbox.goods.state'),
            key: 'state',
            render: (_, g) =>
              g.state === 0 ? (
                <Tag color="green">{t('toolbox.goods.onSale')}</Tag>
              ) : (
                <Tag>{t('toolbox.goods.notOnSale')}</Tag>
              ),
          },
          {
            title: t('toolbox.goods.platform'),
            key: 'platform',
            render: (_, g) => t(`platform.${g.platform}`),
          },
        ]}
      />
    </Modal>
  );
}
