import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { THouseSeedPair } from '@platform/contracts/house-games';
import { CLIENT_SEED_MAX, CLIENT_SEED_PATTERN } from '@platform/contracts/house-fairness';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { CopyButton } from '../../../../components/ui/copy-button';
import { QueryState } from '../../../../components/ui/query-state';
import { TextField } from '../../../../components/ui/text-field';
import { useBrandFormat } from '../../../../hooks/use-brand-format';
import { errorText } from '../../../../lib/error-text';
import { newRequestId } from '../../../../lib/request-id';
import { useHouseFairness } from '../../api/get-fairness';
import { useRotateSeed } from '../../api/rotate-seed';
import { useSetClientSeed } from '../../api/set-client-seed';
import './fairness.css';

export type TClientSeedProblem = 'required' | 'tooLong' | 'characters';

/** The server's rule for a client seed (contracts house-fairness): 1–64 printable characters, no `:`, trimmed. */
export function clientSeedProblem(seed: string): TClientSeedProblem | null {
  if (seed.length === 0) return 'required';
  if (seed.length > CLIENT_SEED_MAX) return 'tooLong';
  return CLIENT_SEED_PATTERN.test(seed) ? null : 'characters';
}

/** The manual mode of the verify page, filled with a revealed pair. */
export const verifyPairPath = (pair: THouseSeedPair) =>
  `/houseVerify?${new URLSearchParams({
    serverSeed: pair.serverSeed ?? '',
    clientSeed: pair.clientSeed,
    nonce: '0',
  })}`;

/**
 * Provably fair: the active pair (the server seed's SHA-256, shown before any bet with it; the client seed
 * the member may change; the nonce of the next bet), the rotation that reveals the server seed, and the
 * previous pair with its revealed seed to verify the bets made with it.
 */
export function FairnessPanel() {
  const { t } = useTranslation();
  const fairness = useHouseFairness();
  const setSeed = useSetClientSeed();
  const rotate = useRotateSeed();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<'changed' | 'rotated' | null>(null);

  if (!fairness.data) return <QueryState error={fairness.error} onRetry={() => void fairness.refetch()} />;
  const { active, previous, roundOpen } = fairness.data;
  const busy = setSeed.isPending || rotate.isPending;
  const failure = setSeed.error ?? rotate.error;

  return (
    <section className="house-fairness" aria-labelledby="house-fairness-title" data-testid="house-fairness">
      <h2 id="house-fairness-title" className="house-fairness__title">
        {t('house.fairness.title')}
      </h2>
      {roundOpen ? (
        <p className="house-fairness__warning" role="note" data-testid="house-fairness-round-open">
          {t('house.fairness.roundOpen')}
        </p>
      ) : null}
      <div className="card house-fairness__pair" data-testid="house-fairness-active">
        <h3 className="house-fairness__subtitle">{t('house.fairness.active')}</h3>
        <Field label={t('house.fairness.serverSeedHash')}>
          <code data-testid="house-fairness-hash">{active.serverSeedHash}</code>
          <CopyButton
            text={active.serverSeedHash}
            label={t('house.fairness.serverSeedHash')}
            testId="house-fairness-copy-hash"
          />
        </Field>
        <Field label={t('house.fairness.nonce')}>
          <strong data-testid="house-fairness-nonce">{active.nonce}</strong>
          <span className="house-fairness__hint">{t('house.fairness.nonceHint')}</span>
        </Field>
        <ClientSeedForm
          key={active.clientSeed}
          current={active.clientSeed}
          disabled={busy || roundOpen}
          onSubmit={(clientSeed) =>
            setSeed.mutate(clientSeed, {
              onSuccess: () => {
                rotate.reset();
                setDone('changed');
              },
            })
          }
        />
        <div className="house-fairness__actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={busy || roundOpen}
            onClick={() => {
              setDone(null);
              setConfirming(true);
            }}
            data-testid="house-fairness-rotate"
          >
            {t('house.fairness.rotate')}
          </button>
        </div>
        {failure ? (
          <p className="form__error" role="alert" data-testid="house-fairness-error">
            {errorText(failure)}
          </p>
        ) : null}
        {done ? (
          <p className="house-fairness__done" role="status" data-testid="house-fairness-done">
            {t(`house.fairness.${done}`)}
          </p>
        ) : null}
      </div>
      {previous ? <PreviousPair pair={previous} /> : null}
      <details className="house-fairness__how">
        <summary>{t('house.fairness.howTitle')}</summary>
        <p>{t('house.fairness.how1')}</p>
        <p>{t('house.fairness.how2')}</p>
        <p>{t('house.fairness.how3')}</p>
        <Link to="/houseVerify">{t('house.fairness.openVerify')}</Link>
      </details>
      {confirming ? (
        <ConfirmDialog
          title={t('house.fairness.rotateTitle')}
          message={t('house.fairness.rotateMessage')}
          confirmLabel={t('house.fairness.rotateConfirm')}
          busy={rotate.isPending}
          testId="house-fairness-confirm"
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            rotate.mutate(undefined, {
              onSuccess: () => {
                setSeed.reset();
                setDone('rotated');
              },
              onSettled: () => setConfirming(false),
            })
          }
        />
      ) : null}
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="house-fairness__field">
      <span className="house-fairness__label">{label}</span>
      <div className="house-fairness__value">{children}</div>
    </div>
  );
}

function ClientSeedForm({
  current,
  disabled,
  onSubmit,
}: {
  current: string;
  disabled: boolean;
  onSubmit: (clientSeed: string) => void;
}) {
  const { t } = useTranslation();
  const [seed, setSeed] = useState(current);
  const [touched, setTouched] = useState(false);
  const problem = clientSeedProblem(seed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || disabled || seed === current) return;
    onSubmit(seed);
  };
  return (
    <form className="house-fairness__seed-form" onSubmit={submit} noValidate>
      <TextField
        label={t('house.fairness.clientSeed')}
        value={seed}
        onChange={setSeed}
        testId="house-fairness-client-seed"
        autoComplete="off"
        spellCheck={false}
        maxLength={CLIENT_SEED_MAX + 8}
        error={
          touched && problem ? t(`house.fairness.seedProblem.${problem}`, { max: CLIENT_SEED_MAX }) : null
        }
        hint={t('house.fairness.clientSeedHint', { max: CLIENT_SEED_MAX })}
        end={
          <button
            type="button"
            className="link-button house-fairness__random"
            onClick={() => setSeed(newRequestId().slice(0, 16))}
            disabled={disabled}
          >
            {t('house.fairness.random')}
          </button>
        }
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={disabled || seed === current}
        data-testid="house-fairness-change"
      >
        {t('house.fairness.change')}
      </button>
    </form>
  );
}

function PreviousPair({ pair }: { pair: THouseSeedPair }) {
  const { t } = useTranslation();
  const format = useBrandFormat();
  return (
    <div className="card house-fairness__pair" data-testid="house-fairness-previous">
      <h3 className="house-fairness__subtitle">{t('house.fairness.previous')}</h3>
      <Field label={t('house.fairness.serverSeed')}>
        <code data-testid="house-fairness-previous-seed">{pair.serverSeed ?? '—'}</code>
        {pair.serverSeed ? (
          <CopyButton
            text={pair.serverSeed}
            label={t('house.fairness.serverSeed')}
            testId="house-fairness-copy-seed"
          />
        ) : null}
      </Field>
      <Field label={t('house.fairness.serverSeedHash')}>
        <code>{pair.serverSeedHash}</code>
      </Field>
      <Field label={t('house.fairness.clientSeed')}>
        <code>{pair.clientSeed}</code>
      </Field>
      <Field label={t('house.fairness.bets')}>
        <strong>{pair.nonce}</strong>
        {pair.revealedAt ? (
          <span className="house-fairness__hint">
            {t('house.fairness.revealedAt', { time: format.dateTime(pair.revealedAt) })}
          </span>
        ) : null}
      </Field>
      {pair.serverSeed ? (
        <Link className="button button--ghost house-fairness__verify" to={verifyPairPath(pair)}>
          {t('house.fairness.verifyPair')}
        </Link>
      ) : null}
    </div>
  );
}
