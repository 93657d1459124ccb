/** The antd theme: a calm blue, generous radius, a navy header. */
import type { ThemeConfig } from 'antd';

export const BRAND = {
  primary: '#1f4fd1',
  header: '#0f1d3a',
  headerText: 'rgba(255,255,255,0.88)',
  page: '#f3f5f9',
};

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorInfo: BRAND.primary,
    borderRadius: 8,
    colorBgLayout: BRAND.page,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Zen Hei', 'Noto Sans CJK SC', sans-serif",
  },
  components: {
    Layout: {
      headerBg: BRAND.header,
      headerHeight: 60,
      headerPadding: '0 24px',
      siderBg: '#ffffff',
    },
    Menu: { darkItemBg: BRAND.header, darkItemSelectedBg: BRAND.primary },
    Table: { headerBg: '#f7f8fb' },
  },
};
