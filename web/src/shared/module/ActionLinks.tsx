/** A row's actions as a column of link buttons (the ones the server lists for the row, in order). */
import { Button, Space } from 'antd';

type Props<A extends string> = {
  actions: readonly A[];
  /** The button's text (translated). */
  label: (action: A) => string;
  /** `data-testid` of an action's button. */
  testId: (action: A) => string;
  onAction: (action: A) => void;
  /** An action that destroys or gives up something is shown in red. */
  danger?: (action: A) => boolean;
};

export function ActionLinks<A extends string>(p: Props<A>) {
  return (
    <Space direction="vertical" size={0}>
      {p.actions.map((a) => (
        <Button
          key={a}
          type="link"
          size="small"
          danger={p.danger?.(a)}
          data-testid={p.testId(a)}
          onClick={() => p.onAction(a)}
        >
          {p.label(a)}
        </Button>
      ))}
    </Space>
  );
}
