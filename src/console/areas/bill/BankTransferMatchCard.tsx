import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANK_TRANSFER_PRODUCT_TYPES, billingBankTransferActions } from '../../../contract/actions/billingBankTransfer';
import type { BankTransferCredit } from '../../../contract/entities/bankTransfer';
import { CENT, RECHARGE_MAX } from '../../../contract/entities/payment';
import { SpecText } from '../../../contract/messages';
import { formatAmount, formatDateTime } from '../../lib/format';
import { callAction, useAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { type Column, DataTable } from '../../ui/DataTable';
import { SelectField } from '../../ui/SelectField';
import { useFieldErrorText } from '../../ui/form/useFieldError';
import { validate } from '../../ui/form/validate';
import { TextField } from '../../ui/TextField';
import { productLabel } from './productLabel';
import { useAmountField } from './useAmountField';

/**
 * Operators (PaymentOperator): match an incoming bank transfer to the account its reference code
 * names and credit the amount received (OperatorGetBankTransferAccount, OperatorCreditBankTransfer).
 * The gateway credits each bank reference once, whoever submits it.
 */
/** The fields' own rules and messages, from the Actions' schemas. */
const findParams = billingBankTransferActions.OperatorGetBankTransferAccount.params;
const bankReferenceParam = billingBankTransferActions.OperatorCreditBankTransfer.params.pick({ BankReference: true });

export function BankTransferMatchCard() {
  const { t } = useTranslation();
  const errText = useFieldErrorText();
  const [codeText, setCodeText] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [code, setCode] = useState<string | null>(null);
  const [bankRef, setBankRef] = useState('');
  const [bankRefError, setBankRefError] = useState<string | undefined>();
  const [payer, setPayer] = useState('');
  const [product, setProduct] = useState(0);
  const [result, setResult] = useState<BankTransferCredit | null>(null);
  const account = useAction('OperatorGetBankTransferAccount', code === null ? null : { ReferenceCode: code });

  const find = (e: FormEvent) => {
    e.preventDefault();
    const typed = codeText.replace(/\s+/g, '').toUpperCase();
    const checked = validate(findParams, { ReferenceCode: typed });
    if (!checked.ok) {
      setCodeError(errText(checked.errors.ReferenceCode));
      return;
    }
    setCodeError(undefined);
    setResult(null);
    setCode(typed);
  };

  const amount = useAmountField({
    min: CENT,
    max: RECHARGE_MAX,
    invalid: SpecText.AmountVerificationFailure,
    errorsInline: true,
    save: async (value) => {
      const credited = await callAction('OperatorCreditBankTransfer', { ReferenceCode: code!, BankReference: bankRef.trim(), Amount: value, ProductType: product, Payer: payer.trim() }, { inline: true });
      setResult(credited);
      setBankRef('');
      setPayer('');
    },
  });
  const credit = (e: FormEvent) => {
    const checked = validate(bankReferenceParam, { BankReference: bankRef });
    if (!checked.ok) {
      e.preventDefault();
      setBankRefError(errText(checked.errors.BankReference));
      return;
    }
    setBankRefError(undefined);
    setResult(null);
    amount.submit(e);
  };

  const columns: Column<BankTransferCredit>[] = [
    { id: 'time', header: t('bill.bankMatch.time'), cell: (r) => <span className="tabular-nums">{formatDateTime(r.CreateTime)}</span>, primary: true },
    { id: 'ref', header: t('bill.bankMatch.bankReference'), cell: (r) => r.BankReference, primary: true, long: true },
    { id: 'amount', header: t('bill.bankMatch.amountColumn'), numeric: true, primary: true, cell: (r) => formatAmount(r.Amount) },
    { id: 'wallet', header: t('bill.bankMatch.wallet'), cell: (r) => productLabel(t, r.ProductType) },
    { id: 'by', header: t('bill.bankMatch.by'), cell: (r) => r.CreditedBy, long: true },
  ];
  const a = account.data;
  return (
    <Card title={t('bill.bankMatch.title')}>
      <div className="space-y-4 text-sm" data-testid="bank-transfer-match">
        <p className="text-slate-700">{t('bill.bankMatch.intro')}</p>
        <form noValidate onSubmit={find} className="flex flex-wrap items-end gap-3">
          <TextField
            label={t('bill.bankMatch.code')}
            name="referenceCode"
            autoComplete="off"
            spellCheck={false}
            value={codeText}
            error={codeError}
            onChange={(e) => setCodeText(e.target.value)}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary" loading={account.loading && code !== null}>
            {t('bill.bankMatch.find')}
          </Button>
        </form>
        {a && code !== null && (
          <div className="space-y-4 border-t border-slate-200 pt-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="bank-transfer-account">
              <span className="font-mono font-semibold text-slate-900">{a.ReferenceCode}</span>
              <span className="font-medium text-slate-900">{a.Email}</span>
              {a.DisplayName && <span className="text-slate-700">{a.DisplayName}</span>}
              <Badge tone={a.Upgrade ? 'success' : 'neutral'}>{a.Upgrade ? t('bill.bankMatch.upgraded') : t('bill.bankMatch.notUpgraded')}</Badge>
            </div>
            <form noValidate onSubmit={credit} className="grid gap-3 md:grid-cols-2">
              <TextField
                label={t('bill.bankMatch.bankReference')}
                name="bankReference"
                autoComplete="off"
                value={bankRef}
                error={bankRefError}
                hint={t('bill.bankMatch.bankReferenceHint')}
                onChange={(e) => setBankRef(e.target.value)}
              />
              <TextField label={t('bill.bankMatch.amount')} name="transferAmount" {...amount.input} />
              <SelectField
                label={t('bill.bankMatch.wallet')}
                name="wallet"
                value={String(product)}
                options={BANK_TRANSFER_PRODUCT_TYPES.map((v) => ({ value: String(v), label: productLabel(t, v) }))}
                onChange={(e) => setProduct(Number(e.target.value))}
              />
              <TextField label={t('bill.bankMatch.payer')} name="payer" autoComplete="off" value={payer} onChange={(e) => setPayer(e.target.value)} />
              <div className="md:col-span-2">
                <Button type="submit" loading={amount.busy}>
                  {t('bill.bankMatch.credit')}
                </Button>
              </div>
            </form>
            {result && (
              <Alert tone={result.AlreadyCredited ? 'info' : 'success'}>
                {result.AlreadyCredited
                  ? t('bill.bankMatch.alreadyCredited', { amount: formatAmount(result.Amount), email: result.Email, by: result.CreditedBy })
                  : t('bill.bankMatch.credited', { amount: formatAmount(result.Amount), email: result.Email })}
              </Alert>
            )}
            <DataTable caption={t('bill.bankMatch.history')} columns={columns} rows={a.Transfers} rowKey={(r) => String(r.TransferId)} empty={t('bill.bankMatch.noHistory')} loading={account.loading} minWidth={640} />
          </div>
        )}
      </div>
    </Card>
  );
}
