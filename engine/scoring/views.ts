/**
 * The fields a scenario's `final` condition can test, per entity: each module declares its
 * entities' fields (schemas/<module>/module.ts) and views (engine/<module>/module.ts).
 */
export { FINAL_VIEWS } from '../modules.ts';
