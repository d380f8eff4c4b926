import {
  BASE_CURRENCY,
  type DisplayCurrency,
  type DisplayCurrencyInput,
  displayCurrencyInputSchema,
  MAX_COD_FEE_FILS,
  type PaymentSettings,
  type ShopDetails,
  shopDetailsSchema,
} from "@shop/shared";
import { type FieldProblems, filsToAed, parseAed, westernDigits } from "./settings-forms";
import { shopProblemOf } from "./settings-shop-problems";

/** Issue 15: the shop details, payments and currencies forms as typed, and what they send. */

type Checked<T> = { value: T; problems?: undefined } | { problems: FieldProblems; value?: undefined };

/** Each issue of a shared schema as the field's problem ("social.0.url" -> url). */
function problemsOf(issues: ReadonlyArray<{ path: PropertyKey[] }>): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".");
    problems[field] ??= shopProblemOf(field) ?? { key: "fields" };
  }
  return problems;
}

/** The details to send (digits made Western, social rows without a URL dropped), or each field's problem. */
export function shopDetailsToSend(values: ShopDetails): Checked<ShopDetails> {
  const clean: ShopDetails = {
    ...values,
    trn: westernDigits(values.trn).replace(/[\s-]/g, ""),
    phone: westernDigits(values.phone),
    chatNumber: westernDigits(values.chatNumber),
    social: values.social.filter((link) => link.url.trim() !== ""),
  };
  const parsed = shopDetailsSchema.safeParse(clean);
  if (parsed.success) return { value: parsed.data };
  const problems = problemsOf(parsed.error.issues);
  if (problems.trn) problems.trn = { key: "trn" };
  if (problems.legalName) problems.legalName = { key: clean.legalName.trim() ? "legalName" : "legalNameRequired" };
  return { problems };
}

export interface PaymentFormValues {
  cashOnDelivery: boolean;
  /** AED as typed ("5.00"). */
  codFee: string;
  card: boolean;
}

export const toPaymentForm = (payments: PaymentSettings): PaymentFormValues => ({
  ...payments,
  codFee: filsToAed(payments.codFee),
});

/** The methods to send: at least one on, card only with the keys, the fee an amount up to AED 10,000. */
export function paymentsToSend(values: PaymentFormValues, cardAvailable: boolean): Checked<PaymentSettings> {
  const problems: FieldProblems = {};
  const codFee = parseAed(values.codFee);
  if (codFee === null) problems.codFee = { key: "amount" };
  else if (codFee > MAX_COD_FEE_FILS)
    problems.codFee = { key: "amountMax", values: { max: filsToAed(MAX_COD_FEE_FILS) } };
  const card = values.card && cardAvailable;
  if (!values.cashOnDelivery && !card) problems.cashOnDelivery = { key: "oneMethod" };
  if (Object.keys(problems).length) return { problems };
  return { value: { cashOnDelivery: values.cashOnDelivery, codFee: codFee ?? 0, card } };
}

export interface CurrencyFormRow {
  code: string;
  name: string;
  prefix: string;
  /** Units per AED as typed. */
  rate: string;
  enabled: boolean;
  /** When the stored rate was set (ISO), null for a new row or a starting rate. */
  rateSetAt: string | null;
  /** Keeps React's rows apart while rows are added and removed. */
  rowKey: number;
}

let nextRowKey = 0;
export const newCurrencyRow = (): CurrencyFormRow => ({
  code: "",
  name: "",
  prefix: "",
  rate: "",
  enabled: true,
  rateSetAt: null,
  rowKey: nextRowKey++,
});

export const toCurrencyRows = (list: DisplayCurrency[]): CurrencyFormRow[] =>
  list.map((c) => ({ ...c, rate: String(c.rate), rowKey: nextRowKey++ }));

/** "0.2723", "0,2723", "٠٫٢٧" -> a number; NaN when it is not a decimal number. */
export function parseRate(text: string): number {
  const clean = westernDigits(text).trim().replace("٫", ".").replace(",", ".");
  return /^\d{1,7}(\.\d{1,8})?$/.test(clean) ? Number(clean) : Number.NaN;
}

/** The list to send (codes in capitals), or each row's problems named "<row>.<field>" as on the wire. */
export function currenciesToSend(rows: CurrencyFormRow[]): Checked<DisplayCurrencyInput[]> {
  const problems: FieldProblems = {};
  const seen = new Set<string>();
  const value = rows.map((row, i): DisplayCurrencyInput => {
    const input = { ...row, code: row.code.trim().toUpperCase(), rate: parseRate(row.rate) };
    const { rateSetAt: _at, rowKey: _key, ...currency } = input;
    const parsed = displayCurrencyInputSchema.safeParse(currency);
    if (!parsed.success) {
      for (const [field, problem] of Object.entries(problemsOf(parsed.error.issues))) {
        problems[`${i}.${field}`] = problem;
      }
    }
    if (seen.has(currency.code)) problems[`${i}.code`] = { key: "currencyTwice" };
    seen.add(currency.code);
    if (currency.code === BASE_CURRENCY && currency.rate !== 1) problems[`${i}.rate`] ??= { key: "baseRate" };
    return currency;
  });
  if (Object.keys(problems).length) return { problems };
  return { value };
}
