/** How another page opens a buyer's conversation in /Chat (Contact buyer on the order desk). */
import { MODULE_PAGES } from '../../../../schemas/common.ts';

/** The navigation state that opens a buyer's conversation. */
export type ChatRequest = { chatWith: string };

export const CHAT_PATH = `/${MODULE_PAGES.chat}`;
