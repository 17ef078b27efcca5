import type { ParsedParamsOf, ResultOf } from '../contract/action';
import type { ActionName, Actions } from '../contract/actions';
import type { ActionContext, UserContext } from './context';

type ContextFor<K extends ActionName> = Actions[K]['access'] extends 'user' ? UserContext : ActionContext;

/** One handler per Action of the registry, typed from it; a missing handler fails the typecheck. */
export type Handler<K extends ActionName> = (
  params: ParsedParamsOf<Actions[K]>,
  ctx: ContextFor<K>,
) => Promise<ResultOf<Actions[K]>>;

export type Handlers = { [K in ActionName]: Handler<K> };
/** A slice of the handlers, for one area's file. */
export type AreaHandlers<K extends ActionName> = { [P in K]: Handler<P> };
