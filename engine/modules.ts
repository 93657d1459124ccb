/**
 * The engine's module registry: one line per module (its declaration in engine/<module>/module.ts).
 * It is checked against the module list (schemas/identity.ts): a module missing here fails the
 * typecheck once, naming it; a command without a case in its decide fails at that decide.
 */
import type { DomainEvent } from '../schemas/events.ts';
import type { Scenario } from '../schemas/scenario.ts';
import type { Registry } from '../schemas/identity.ts';
import type { ModuleKey } from '../schemas/modules.ts';
import type { DecideContext } from './attempt/context.ts';
import type { Decision, Envelope } from './core/envelope.ts';
import type {
  EngineModule,
  ExploreKit,
  FinalView,
  ModuleStateMap,
  PolicyHandler,
  ReportError,
  TableView,
} from './kit.ts';
import { afterSalesModule } from './afterSales/module.ts';
import { chatModule } from './chat/module.ts';
import { claimsModule } from './claim/module.ts';
import { customersModule } from './customers/module.ts';
import { disputeModule } from './dispute/module.ts';
import { feedbackModule } from './feedback/module.ts';
import { mailModule } from './mail/module.ts';
import { ordersModule } from './orders/module.ts';
import { questionnaireModule } from './questionnaire/module.ts';
import { warehouseModule } from './warehouse/module.ts';

const REGISTERED = {
  mail: mailModule,
  chat: chatModule,
  dispute: disputeModule,
  claim: claimsModule,
  orders: ordersModule,
  warehouse: warehouseModule,
  afterSales: afterSalesModule,
  customers: customersModule,
  feedback: feedbackModule,
  questionnaire: questionnaireModule,
} as const satisfies { [K in ModuleKey]?: EngineModule<K, ModuleStateMap[K]> };
/** Every module of the list (schemas/identity.ts); a missing one fails the typecheck here. */
export const ENGINE_MODULES: Registry<typeof REGISTERED, 'engine', Declared> = REGISTERED;
type Declared = { [K in ModuleKey]: EngineModule<K, ModuleStateMap[K]> };

export type { ModuleKey };
export type ModuleStates = { [K in ModuleKey]: ModuleStateMap[K] };
export const MODULE_KEYS = Object.keys(ENGINE_MODULES) as ModuleKey[];

/** A module declaration seen without its types: what the shared code iterates over. */
type AnyModule = {
  init: (scenario: Scenario) => unknown;
  evolve: (draft: unknown, event: Envelope) => void;
  decide: (cmd: never, ctx: DecideContext) => Decision;
  policies: Record<string, PolicyHandler<never>>;
  timers: Record<string, Pick<PolicyHandler<never>, 'run'>>;
  finals: Record<string, FinalView<string>>;
  tables?: Record<string, TableView>;
  explore: ExploreKit;
  start?: (scenario: Scenario, now: string) => DomainEvent[];
  check: (scenario: Scenario, err: ReportError) => void;
};
export const moduleOf = (key: ModuleKey): AnyModule => ENGINE_MODULES[key] as AnyModule;

const merged = <T>(part: (m: AnyModule) => Record<string, T>) =>
  Object.assign({}, ...MODULE_KEYS.map((k) => part(moduleOf(k)))) as Record<string, T>;

/** Policy action name → its handler. */
export const POLICY_HANDLERS = merged((m) => m.policies) as Record<
  string,
  PolicyHandler<Record<string, unknown>>
>;
/** Every action a timer may carry (policies' and modules' own) → what it does. */
export const TIMER_HANDLERS = { ...POLICY_HANDLERS, ...merged((m) => m.timers) } as Record<
  string,
  Pick<PolicyHandler<Record<string, unknown>>, 'run'>
>;
/** Timer actions that are deadlines or buyers' chases (the kit's `deadline: true`). */
export const DEADLINE_ACTIONS: ReadonlySet<string> = new Set(
  Object.entries(merged((m) => m.timers as Record<string, { deadline?: true }>)).flatMap(
    ([name, t]) => (t.deadline ? [name] : []),
  ),
);
/** Final-state entity → its view. */
export const FINAL_VIEWS = merged((m) => m.finals);
