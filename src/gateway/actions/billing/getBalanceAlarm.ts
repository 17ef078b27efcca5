import type { Handler } from '../../handlers';
import { balanceAlarmOf } from './balanceAlarmOf';

/** The caller's low-balance threshold and the addresses its e-mail goes to. */
export const getBalanceAlarm: Handler<'GetBalanceAlarm'> = (_p, ctx) => balanceAlarmOf(ctx.db, ctx.caller.userId);
