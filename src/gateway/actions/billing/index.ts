import type { billingActions } from '../../../contract/actions/billing';
import type { AreaHandlers } from '../../handlers';
import { addTransactionExportTask } from './addTransactionExportTask';
import { completeSetupIntent } from './completeSetupIntent';
import { createInpourPayment } from './createInpourPayment';
import { createSetupIntent } from './createSetupIntent';
import { deleteCardWallet } from './deleteCardWallet';
import { getAccountVerifyCode } from './getAccountVerifyCode';
import { getBalanceAlarm } from './getBalanceAlarm';
import { getCardWalletList } from './getCardWalletList';
import { getExportRecordFile } from './getExportRecordFile';
import { getExportRecordList } from './getExportRecordList';
import { getInpourPayment } from './getInpourPayment';
import { getInvoiceFile } from './getInvoiceFile';
import { getInvoiceList } from './getInvoiceList';
import { getOrderAmountStatistics } from './getOrderAmountStatistics';
import { getTransactionList } from './getTransactionList';
import { getUSMSBillStatistics } from './getUSMSBillStatistics';
import { operatorCreditBankTransfer } from './operatorCreditBankTransfer';
import { operatorGetBankTransferAccount } from './operatorGetBankTransferAccount';
import { updateAutoRecharge } from './updateAutoRecharge';
import { updateBalanceAlarmThreshold } from './updateBalanceAlarmThreshold';
import { updateCardWallet } from './updateCardWallet';

export const billingHandlers = {
  GetTransactionList: getTransactionList,
  GetBalanceAlarm: getBalanceAlarm,
  UpdateBalanceAlarmThreshold: updateBalanceAlarmThreshold,
  CreateSetupIntent: createSetupIntent,
  CompleteSetupIntent: completeSetupIntent,
  GetCardWalletList: getCardWalletList,
  UpdateCardWallet: updateCardWallet,
  DeleteCardWallet: deleteCardWallet,
  CreateInpourPayment: createInpourPayment,
  GetInpourPayment: getInpourPayment,
  GetAccountVerifyCode: getAccountVerifyCode,
  UpdateAutoRecharge: updateAutoRecharge,
  GetInvoiceList: getInvoiceList,
  GetInvoiceFile: getInvoiceFile,
  GetOrderAmountStatistics: getOrderAmountStatistics,
  GetUSMSBillStatistics: getUSMSBillStatistics,
  AddTransactionExportTask: addTransactionExportTask,
  GetExportRecordList: getExportRecordList,
  GetExportRecordFile: getExportRecordFile,
  OperatorGetBankTransferAccount: operatorGetBankTransferAccount,
  OperatorCreditBankTransfer: operatorCreditBankTransfer,
} satisfies AreaHandlers<keyof typeof billingActions>;
