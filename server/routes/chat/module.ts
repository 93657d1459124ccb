/**
 * The chat module's server declaration: CustomerList and the settings commands (Config,
 * AutoReplyConfig, QuickPhrasesConfig, JoinGroup) registered by the kit, its own routes, and the
 * views a command may change (quick settings, each conversation). Prefix and tag come from its
 * identity.
 */
import * as C from '../../../schemas/chat/api.ts';
import { commandRoute, listRoute, type ServerModule } from '../kit.ts';
import { chatDetail, chatInit, chatList } from './list.ts';
import { chatRoutes } from './routes.ts';

export const chatServer: ServerModule = {
  list: listRoute({
    paths: ['/CustomerList'],
    body: C.CustomerListBody,
    data: C.CustomerListData,
    view: chatList,
  }),
  commands: [
    commandRoute({ path: '/Config', body: C.ConfigBody }),
    commandRoute({ path: '/AutoReplyConfig', body: C.AutoReplyConfigBody }),
    commandRoute({ path: '/QuickPhrasesConfig', body: C.QuickPhrasesConfigBody }),
    commandRoute({ path: '/JoinGroup', body: C.JoinGroupBody }),
  ],
  watch: {
    init: { view: chatInit, data: C.InitData },
    detail: {
      ids: (v) => Object.keys(v.state.chat.conversations),
      view: chatDetail,
      data: C.DetailData,
    },
  },
  routes: chatRoutes,
};
