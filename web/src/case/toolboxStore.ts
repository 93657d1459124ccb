/** What the toolbox shows: expanded or not, and which of its dialogs is open. */
import { create } from 'zustand';

type ToolboxState = {
  expanded: boolean;
  taskOpen: boolean;
  goodsOpen: boolean;
  logOpen: boolean;
  ratesOpen: boolean;
};
export const useToolbox = create<ToolboxState>()(() => ({
  expanded: true,
  taskOpen: false,
  goodsOpen: false,
  logOpen: false,
  ratesOpen: false,
}));
