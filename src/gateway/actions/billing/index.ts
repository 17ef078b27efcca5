import type { billingActions } from '../../../contract/actions/billing';
import type { AreaHandlers } from '../../handlers';
import { getBalanceAlarm } from './getBalanceAlarm';
import { getTransactionList } from './getTransactionList';
import { updateBalanceAlarmThreshold } from './updateBalanceAlarmThreshold';

export const billingHandlers = {
  GetTransactionList: getTransactionList,
  GetBalanceAlarm: getBalanceAlarm,
  UpdateBalanceAlarmThreshold: updateBalanceAlarmThreshold,
} satisfies AreaHandlers<keyof typeof billingActions>;
