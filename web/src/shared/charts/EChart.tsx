/**
 * One Apache ECharts chart (ADR 0013): only the bar and line charts, the grid, tooltip and legend,
 * drawn as SVG (crisp, selectable, printable; the same option renders on a server later). The
 * chart follows its box's width; options come from the caller, already translated.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

export function EChart({
  option,
  height = 280,
  testId,
}: {
  option: ChartOption;
  height?: number;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const c = echarts.init(el, undefined, { renderer: 'svg' });
    chart.current = c;
    const resize = new ResizeObserver(() => c.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={box} style={{ width: '100%', height }} data-testid={testId} />;
}
