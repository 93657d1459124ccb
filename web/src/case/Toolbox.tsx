/** The collapsible toolbox at the bottom of the case layout (built tools only). */
import {
  AppstoreOutlined,
  BookOutlined,
  DollarOutlined,
  DownOutlined,
  FileSearchOutlined,
  SendOutlined,
  ToolOutlined,
  UpOutlined,
} from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session.ts';
import { TaskModal } from './TaskModal.tsx';
import { useToolbox } from './toolboxStore.ts';
import { startCaseClock } from './useCaseClock.ts';
import { CurrencyCalculator } from './tools/CurrencyCalculator.tsx';
import { FollowUpLog } from './tools/FollowUpLog.tsx';
import { GoodsLookup } from './tools/GoodsLookup.tsx';
import { useSubmitCase } from './useSubmitCase.ts';

export function Toolbox() {
  const { t } = useTranslation();
  const expanded = useToolbox((s) => s.expanded);
  const taskOpen = useToolbox((s) => s.taskOpen);
  const goodsOpen = useToolbox((s) => s.goodsOpen);
  const logOpen = useToolbox((s) => s.logOpen);
  const ratesOpen = useToolbox((s) => s.ratesOpen);
  const submit = useSubmitCase();
  return (
    <div className={`toolbox${expanded ? ' expanded' : ''}`} data-testid="toolbox">
      <button
        type="button"
        className="toolbox-handle"
        data-testid="toolbox-toggle"
        onClick={() => useToolbox.setState({ expanded: !expanded })}
      >
        <ToolOutlined /> {t('toolbox.title')} {expanded ? <DownOutlined /> : <UpOutlined />}
      </button>
      {expanded ? (
        <Space className="toolbox-tools" size={12}>
          <Button
            icon={<FileSearchOutlined />}
            data-testid="tool-task"
            onClick={() => useToolbox.setState({ taskOpen: true })}
          >
            {t('toolbox.viewTask')}
          </Button>
          <Button
            icon={<AppstoreOutlined />}
            data-testid="tool-goods"
            onClick={() => useToolbox.setState({ goodsOpen: true })}
          >
            {t('toolbox.goodsLookup')}
          </Button>
          <Button
            icon={<BookOutlined />}
            data-testid="tool-log"
            onClick={() => useToolbox.setState({ logOpen: true })}
          >
            {t('toolbox.followUpLog')}
          </Button>
          <Button
            icon={<DollarOutlined />}
            data-testid="tool-rates"
            onClick={() => useToolbox.setState({ ratesOpen: true })}
          >
            {t('rates.calc.button')}
          </Button>
          <Button type="primary" icon={<SendOutlined />} data-testid="tool-submit" onClick={submit}>
            {t('toolbox.submit')}
          </Button>
        </Space>
      ) : null}
      <TaskModal
        open={taskOpen}
        onClose={() => {
          useToolbox.setState({ taskOpen: false });
          // The first close starts the case clock: the student has read what the case asks.
          void startCaseClock(useSession.getState().usercaseID);
        }}
      />
      <GoodsLookup open={goodsOpen} onClose={() => useToolbox.setState({ goodsOpen: false })} />
      <FollowUpLog open={logOpen} onClose={() => useToolbox.setState({ logOpen: false })} />
      <CurrencyCalculator
        open={ratesOpen}
        onClose={() => useToolbox.setState({ ratesOpen: false })}
      />
    </div>
  );
}
