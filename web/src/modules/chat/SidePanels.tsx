/** Beside a conversation: the order (or product asked about), history orders, reviews, groups. */
import { Button, Descriptions, Empty, Flex, List, Rate, Select, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailData, InitData, OrderInfo } from '../../../../schemas/chat/api.ts';
import { useCaseTime } from '../../case/useCaseTime.ts';
import { useLocalText, useMoney } from '../../shared/format.ts';
import { useChatText } from './useChatText.ts';

function Order({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  const text = useChatText();
  const caseTime = useCaseTime();
  return (
    <Descriptions size="small" column={1} data-testid={`chat-order-${order.orderNo}`}>
      <Descriptions.Item label={t('chat.order.no')}>{order.orderNo}</Descriptions.Item>
      <Descriptions.Item label={t('chat.order.status')}>
        <Tag>{t(`orderStatus.${order.status}`)}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('chat.order.created')}>
        {caseTime(order.createdAt)}
      </Descriptions.Item>
      <Descriptions.Item label={t('chat.order.items')}>
        <Flex vertical>
          {order.items.map((i) => (
            <span key={i.sku}>
              {t('chat.order.item', { name: text(i.name), sku: i.sku, qty: i.qty })}
            </span>
          ))}
        </Flex>
      </Descriptions.Item>
      <Descriptions.Item label={t('chat.order.amount')}>
        {order.currency} {money(order.amount)}
      </Descriptions.Item>
      <Descriptions.Item label={t('chat.order.receiver')}>
        {[order.receiver.name, order.receiver.address, order.receiver.country].join(', ')}
      </Descriptions.Item>
      {order.trackingNo && (
        <Descriptions.Item label={t('chat.order.tracking')}>
          {order.carrier} {order.trackingNo}
        </Descriptions.Item>
      )}
      {order.remark && (
        <Descriptions.Item label={t('chat.order.remark')}>{order.remark}</Descriptions.Item>
      )}
    </Descriptions>
  );
}

type Props = {
  detail: DetailData;
  groups: InitData['groups'];
  onJoin: (group: string) => Promise<boolean>;
};

export function SidePanels({ detail, groups, onJoin }: Props) {
  const { t } = useTranslation();
  const local = useLocalText();
  const text = useChatText();
  const money = useMoney();
  const caseTime = useCaseTime();
  const [group, setGroup] = useState<string | undefined>();
  const joinable = groups.filter((g) => !detail.conversation.groups.includes(g.id));
  const none = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Tabs
      size="small"
      data-testid="chat-side"
      items={[
        {
          key: 'order',
          label: t('chat.side.order'),
          children: detail.order ? (
            <Order order={detail.order} />
          ) : detail.product ? (
            <Descriptions size="small" column={1} data-testid="chat-product">
              <Descriptions.Item label={t('chat.product.name')}>
                {t('chat.product.named', {
                  name: text(detail.product.name),
                  sku: detail.product.sku,
                })}
              </Descriptions.Item>
              <Descriptions.Item label={t('chat.product.spec')}>
                {detail.product.spec}
              </Descriptions.Item>
              <Descriptions.Item label={t('chat.product.price')}>
                {money(detail.product.price)}
              </Descriptions.Item>
              <Descriptions.Item label={t('chat.product.qty')}>
                {detail.product.qty}
              </Descriptions.Item>
            </Descriptions>
          ) : (
            none
          ),
        },
        {
          key: 'history',
          label: t('chat.side.history'),
          children: detail.history.length
            ? detail.history.map((o) => <Order key={o.orderNo} order={o} />)
            : none,
        },
        {
          key: 'reviews',
          label: t('chat.side.reviews'),
          children: detail.reviews.length ? (
            <List
              size="small"
              dataSource={detail.reviews}
              renderItem={(r) => (
                <List.Item>
                  <Flex vertical>
                    <Rate disabled value={r.rating} />
                    <Typography.Text>{text(r.text, detail.conversation.buyer)}</Typography.Text>
                    <Typography.Text type="secondary">
                      {r.orderNo} {caseTime(r.at)}
                    </Typography.Text>
                  </Flex>
                </List.Item>
              )}
            />
          ) : (
            none
          ),
        },
        {
          key: 'groups',
          label: t('chat.side.groups'),
          children: (
            <Flex vertical gap={8} data-testid="chat-groups">
              {detail.groups.length === 0 && none}
              {detail.groups.map((g) => (
                <div key={g.id}>
                  <Typography.Text strong>{local(g.name)}</Typography.Text>
                  <Flex gap={4} wrap>
                    {g.members.map((m) => (
                      <Tag key={m.buyer}>{m.name}</Tag>
                    ))}
                  </Flex>
                </div>
              ))}
              {joinable.length > 0 && (
                <Flex gap={8}>
                  <Select
                    style={{ flex: 1 }}
                    value={group}
                    placeholder={t('chat.group.pick')}
                    data-testid="chat-group-select"
                    options={joinable.map((g) => ({ value: g.id, label: local(g.name) }))}
                    onChange={setGroup}
                  />
                  <Button
                    disabled={!group}
                    data-testid="chat-group-join"
                    onClick={() =>
                      group && void onJoin(group).then((ok) => ok && setGroup(undefined))
                    }
                  >
                    {t('chat.group.join')}
                  </Button>
                </Flex>
              )}
            </Flex>
          ),
        },
      ]}
    />
  );
}
