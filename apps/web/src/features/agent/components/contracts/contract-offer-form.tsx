import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DIVIDEND_PERIODS,
  type TContract,
  type TContractOffer,
  type TContractTier,
  type TContractType,
} from '@platform/contracts/agent-contracts';
import { FormSubmit } from '../../../../components/ui/form-actions';
import { FormError } from '../../../../components/ui/form-status';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/error-text';
import { currentLanguage } from '../../../../lib/i18n';
import { useOfferContract } from '../../api/offer-contract';
import { parseDecimal, parseWhole } from '../../utils/contracts';
import { ContractRemarkField, useRemarkError } from './contract-remark-field';
import { EMPTY_TIER, TierEditor, type TTierDraft, type TTierErrors, type TTierField } from './tier-editor';

type TDividendPeriod = (typeof DIVIDEND_PERIODS)[number];
type TRealtimeDraft = { profitRate: string; lossRate: string; singleBetAmount: string };

type TContractOfferFormProps = {
  type: TContractType;
  memberId: string;
  account: string;
  /** The terms to start from: the downline's contract, else the agent's own (its ceiling). */
  start: TContract | null;
  onSent: () => void;
};

/** A figure as the agent would type it (`0,5` in Spanish). */
const text = (value: number) =>
  currentLanguage() === 'es' ? String(value).replace('.', ',') : String(value);

const tierDraft = (tier: TContract['tiers'][number]): TTierDraft => ({
  validBet: text(tier.validBet),
  loss: text(tier.loss),
  activeMembers: text(tier.activeMembers),
  minBet: text(tier.minBet),
  rate: text(tier.rate),
});

const isRate = (value: number | null): value is number => value !== null && value >= 0 && value <= 100;

/** The tier number a refusal names (`Nivel 2: …`): the server puts it in the reply's fields. */
function refusedTierOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const tier = error.fields.map(Number).find((field) => Number.isInteger(field) && field >= 1);
  return tier ?? null;
}

/**
 * An offer of a contract of `type` to a direct downline agent: the tiers (or the real-time terms), the
 * dividend period, a remark. The server refuses rates above the agent's own contract and names the tier;
 * the refusal shows above the button in the page language.
 */
export function ContractOfferForm({ type, memberId, account, start, onSent }: TContractOfferFormProps) {
  const { t } = useTranslation();
  const remarkError = useRemarkError();
  const { mutateAsync: offer } = useOfferContract();
  const dividend = type === 'DIVIDEND';
  const realtimeType = type === 'REALTIME_SALARY';

  const [tiers, setTiers] = useState<TTierDraft[]>(() =>
    start && start.tiers.length > 0 ? start.tiers.map(tierDraft) : [EMPTY_TIER],
  );
  const [realtime, setRealtime] = useState<TRealtimeDraft>(() => ({
    profitRate: start?.realtime ? text(start.realtime.profitRate) : '',
    lossRate: start?.realtime ? text(start.realtime.lossRate) : '',
    singleBetAmount: start?.realtime ? text(start.realtime.singleBetAmount) : '',
  }));
  const [period, setPeriod] = useState<TDividendPeriod>(() =>
    start && (DIVIDEND_PERIODS as readonly string[]).includes(start.period)
      ? (start.period as TDividendPeriod)
      : 'MONTHLY',
  );
  const [remark, setRemark] = useState('');
  const [tierErrors, setTierErrors] = useState<TTierErrors>([]);
  const [realtimeErrors, setRealtimeErrors] = useState<Partial<Record<keyof TRealtimeDraft, string>>>({});
  const [remarkProblem, setRemarkProblem] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [refusedTier, setRefusedTier] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const amountProblem = t('agent.contracts.offerForm.invalidAmount');
  const rateProblem = t('agent.contracts.offerForm.invalidRate');
  const countProblem = t('agent.contracts.offerForm.invalidCount');

  /** The tiers as numbers, or null with each cell's problem set. */
  const readTiers = (): TContractTier[] | null => {
    const errors: TTierErrors = [];
    const read = tiers.map((tier, index) => {
      const problems: Partial<Record<TTierField, string>> = {};
      const validBet = parseDecimal(tier.validBet);
      const loss = dividend ? parseDecimal(tier.loss) : 0;
      const activeMembers = parseWhole(tier.activeMembers);
      const minBet = parseDecimal(tier.minBet);
      const rate = parseDecimal(tier.rate);
      if (validBet === null) problems.validBet = amountProblem;
      if (loss === null) problems.loss = amountProblem;
      if (activeMembers === null) problems.activeMembers = countProblem;
      if (minBet === null) problems.minBet = amountProblem;
      if (!isRate(rate)) problems.rate = rateProblem;
      errors[index] = problems;
      return {
        validBet: validBet ?? 0,
        loss: loss ?? 0,
        activeMembers: activeMembers ?? 0,
        minBet: minBet ?? 0,
        rate: rate ?? 0,
      };
    });
    setTierErrors(errors);
    const first = errors.findIndex((problems) => Object.keys(problems).length > 0);
    if (first >= 0) {
      const problems = errors[first] ?? {};
      const field = (Object.keys(problems) as TTierField[])[0] ?? 'rate';
      setFormError(
        t('agent.contracts.offerForm.tierProblem', {
          tier: first + 1,
          field: t(`agent.contracts.terms.${field}`),
          problem: problems[field] ?? '',
        }),
      );
      return null;
    }
    return read;
  };

  const readRealtime = (): TContractOffer['realtime'] | null => {
    const profitRate = parseDecimal(realtime.profitRate);
    const lossRate = parseDecimal(realtime.lossRate);
    const singleBetAmount = parseDecimal(realtime.singleBetAmount);
    const errors = {
      profitRate: isRate(profitRate) ? undefined : rateProblem,
      lossRate: isRate(lossRate) ? undefined : rateProblem,
      singleBetAmount: singleBetAmount === null ? amountProblem : undefined,
    };
    setRealtimeErrors(errors);
    if (!isRate(profitRate) || !isRate(lossRate) || singleBetAmount === null) return null;
    return { profitRate, lossRate, singleBetAmount };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    setRefusedTier(null);
    const problem = remarkError(remark);
    setRemarkProblem(problem);
    const terms = realtimeType ? readRealtime() : readTiers();
    if (!terms || problem) return;
    const note = remark.trim();
    const request: TContractOffer = {
      memberId,
      type,
      ...(realtimeType
        ? { realtime: terms as TContractOffer['realtime'] }
        : { tiers: terms as TContractTier[] }),
      ...(dividend ? { period } : {}),
      ...(note ? { remark: note } : {}),
    };
    setBusy(true);
    try {
      await offer(request);
      onSent();
    } catch (error) {
      setRefusedTier(refusedTierOf(error));
      setFormError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const realtimeField = (field: keyof TRealtimeDraft) => ({
    value: realtime[field],
    onChange: (value: string) => setRealtime((current) => ({ ...current, [field]: value })),
    error: realtimeErrors[field],
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    testId: `offer-${field}`,
  });

  return (
    <form
      className="form contract-offer"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="offer-form"
    >
      <p className="form__hint" data-testid="offer-to">
        {t('agent.contracts.offerForm.to', { account, type: t(`agent.contracts.types.${type}`) })}
      </p>
      {dividend ? (
        <SelectField
          label={t('agent.contracts.offerForm.period')}
          value={period}
          onChange={(value) => setPeriod(value as TDividendPeriod)}
          testId="offer-period"
        >
          {DIVIDEND_PERIODS.map((choice) => (
            <option key={choice} value={choice}>
              {t(`agent.contracts.periods.${choice}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {realtimeType ? (
        <div className="agent-form__grid">
          <TextField label={`${t('agent.contracts.terms.lossRate')} (%)`} {...realtimeField('lossRate')} />
          <TextField
            label={`${t('agent.contracts.terms.profitRate')} (%)`}
            {...realtimeField('profitRate')}
          />
          <TextField
            label={t('agent.contracts.terms.singleBetAmount')}
            {...realtimeField('singleBetAmount')}
          />
        </div>
      ) : (
        <TierEditor
          tiers={tiers}
          onChange={setTiers}
          withLoss={dividend}
          errors={tierErrors}
          refusedTier={refusedTier}
          testId="offer"
        />
      )}
      <ContractRemarkField
        label={t('agent.contracts.offerForm.remark')}
        value={remark}
        onChange={setRemark}
        error={remarkProblem}
        testId="offer-remark"
      />
      <FormError message={formError} testId="offer-error" />
      <FormSubmit
        label={t('agent.contracts.offerForm.submit')}
        busy={busy}
        busyLabel={t('common.sending')}
        testId="offer-submit"
      />
    </form>
  );
}
