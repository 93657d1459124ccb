/** Status tabs of a module list: "All" and one tab per status, each with its count. */
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

type Props<S extends string> = {
  statuses: readonly S[];
  counts: Record<string, number>;
  active: S | undefined;
  /** Translation key of a status's name, e.g. `orderStatus.${s}`. */
  labelKey: (status: S) => string;
  onChange: (status: S | undefined) => void;
  /** Only statuses that have rows get a tab. */
  hideEmpty?: boolean;
  /** The "All" tab's count when it is not every status's (a list whose "All" leaves deleted rows out). */
  allCount?: number;
};

export function StatusTabs<S extends string>(p: Props<S>) {
  const { t } = useTranslation();
  const all = p.allCount ?? Object.values(p.counts).reduce((a, b) => a + b, 0);
  const shown = p.hideEmpty ? p.statuses.filter((s) => p.counts[s]) : p.statuses;
  return (
    <Tabs
      activeKey={p.active ?? 'all'}
      onChange={(k) => p.onChange(k === 'all' ? undefined : (k as S))}
      items={[
        { key: 'all', label: t('common.tab', { name: t('common.all'), count: all }) },
        ...shown.map((s) => ({
          key: s,
          label: t('common.tab', { name: t(p.labelKey(s)), count: p.counts[s] ?? 0 }),
        })),
      ]}
    />
  );
}
