/** The module kit, web layer: what a module page declares (web/src/modules/registry.ts lists them). */
import type { ComponentType } from 'react';
import type { ModuleId, Page } from '../../../schemas/common.ts';

/** What a module's folder declares (its `module.ts`); its id and page come from its identity. */
export type ModulePage = {
  icon: ComponentType;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * Events the case's scripted actors cause in this module that the student is told about (a
   * notice and a badge on the menu entry); their text is `<module>.notice.<EventType>`.
   */
  notices?: readonly string[];
  /** No notice while the student is on the module's page: it shows what arrives itself (chat). */
  quietWhenOpen?: boolean;
  /**
   * Pages of the module at routes of their own (the spec's /creatPaper): they highlight the
   * module's menu entry and count as its page.
   */
  routes?: readonly { path: `/${string}`; load: () => Promise<{ default: ComponentType }> }[];
};

/** A registered module: its declaration with its id, the spec's page name and route. */
export type ModuleEntry = ModulePage & {
  id: ModuleId;
  /** Page name of the tracking points (SearchPoint / PointRequest). */
  page: Page;
  /** Route path of the spec (case-work layout); sub-routes of the page start with it. */
  path: `/${Page}`;
};
