import { useTranslation } from 'react-i18next';
import { CONTRACT_MAX_TIERS } from '@platform/contracts/agent-contracts';
import { CloseIcon } from '../../../../components/ui/icons';

/** A tier as typed: the texts of its thresholds and rate. */
export type TTierDraft = {
  validBet: string;
  loss: string;
  activeMembers: string;
  minBet: string;
  rate: string;
};
export type TTierField = keyof TTierDraft;
/** The problem of each field of each tier (by index), shown on the cell. */
export type TTierErrors = Partial<Record<TTierField, string>>[];

export const EMPTY_TIER: TTierDraft = { validBet: '', loss: '0', activeMembers: '', minBet: '', rate: '' };

type TTierEditorProps = {
  tiers: TTierDraft[];
  onChange: (tiers: TTierDraft[]) => void;
  /** Dividends also have the team-loss threshold. */
  withLoss: boolean;
  errors: TTierErrors;
  /** 1-based tier the server refused (its row is marked). */
  refusedTier: number | null;
  testId: string;
};

/** The tiers of an offer: up to 10 rows of thresholds and a rate, rows added and removed. */
export function TierEditor({ tiers, onChange, withLoss, errors, refusedTier, testId }: TTierEditorProps) {
  const { t } = useTranslation();
  const fields: TTierField[] = withLoss
    ? ['validBet', 'loss', 'activeMembers', 'minBet', 'rate']
    : ['validBet', 'activeMembers', 'minBet', 'rate'];
  const label = (field: TTierField) => t(`agent.contracts.terms.${field}`);
  const set = (index: number, field: TTierField, value: string) =>
    onChange(tiers.map((tier, at) => (at === index ? { ...tier, [field]: value } : tier)));
  const add = () => {
    const last = tiers[tiers.length - 1];
    onChange([...tiers, last ? { ...last, rate: last.rate } : EMPTY_TIER]);
  };
  const remove = (index: number) => onChange(tiers.filter((_, at) => at !== index));

  return (
    <fieldset className="tier-editor" data-testid={testId}>
      <legend className="field__label">{t('agent.contracts.offerForm.tiers')}</legend>
      <div className="table-wrap">
        <table className="data-table tier-editor__table">
          <thead>
            <tr>
              <th scope="col">{t('agent.contracts.terms.tier')}</th>
              {fields.map((field) => (
                <th key={field} scope="col" className="is-number">
                  {label(field)}
                  {field === 'rate' ? ' (%)' : ''}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('agent.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier, index) => (
              <tr
                key={index}
                className={refusedTier === index + 1 ? 'is-refused' : undefined}
                data-testid={`${testId}-tier-${index + 1}`}
              >
                <td className="tier-editor__number">{index + 1}</td>
                {fields.map((field) => {
                  const error = errors[index]?.[field];
                  return (
                    <td key={field}>
                      <input
                        className={`field__input tier-editor__input${error ? ' is-invalid' : ''}`}
                        inputMode={field === 'activeMembers' ? 'numeric' : 'decimal'}
                        autoComplete="off"
                        value={tier[field]}
                        onChange={(event) => set(index, field, event.target.value)}
                        aria-label={t('agent.contracts.offerForm.cell', {
                          tier: index + 1,
                          field: label(field),
                        })}
                        aria-invalid={error ? true : undefined}
                        title={error}
                        data-testid={`${testId}-tier-${index + 1}-${field}`}
                      />
                    </td>
                  );
                })}
                <td className="tier-editor__remove">
                  {tiers.length > 1 ? (
                    <button
                      type="button"
                      className="icon-button"
                      onClick={() => remove(index)}
                      aria-label={t('agent.contracts.offerForm.removeTier', { tier: index + 1 })}
                      data-testid={`${testId}-tier-${index + 1}-remove`}
                    >
                      <CloseIcon size={16} />
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="tier-editor__foot">
        {tiers.length < CONTRACT_MAX_TIERS ? (
          <button type="button" className="agent-action" onClick={add} data-testid={`${testId}-add`}>
            + {t('agent.contracts.offerForm.addTier')}
          </button>
        ) : null}
        <span className="tier-editor__hint">
          {t('agent.contracts.offerForm.tiersHint', { max: CONTRACT_MAX_TIERS })}
        </span>
      </div>
    </fieldset>
  );
}
