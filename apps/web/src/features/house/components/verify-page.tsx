import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  houseGameOf,
  housePageOf,
  HOUSE_GAMES,
  MINES_MAX,
  MINES_MIN,
  type THouseRound,
} from '@platform/contracts/house-games';
import type { THouseVerification, THouseVerifyCheck } from '@platform/contracts/house-verify';
import type { TSlotStepView as TSpinView } from '@platform/contracts/house-verify-slot';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ShieldIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { TextField } from '../../../components/ui/text-field';
import { useMoney } from '../../../hooks/use-money';
import { errorText } from '../../../lib/error-text';
import { formatMoney } from '../../../lib/format-money';
import { useCrashState } from '../api/get-crash';
import { useHouseRound } from '../api/get-round';
import { useRotateSeed } from '../api/rotate-seed';
import {
  computeManualOutcome,
  MANUAL_KINDS,
  verifyHouseRound,
  verifyPublishedCrash,
  type TManualInput,
  type TManualKind,
  type TManualOutcome,
  type TManualProblem,
} from '../utils/verify';
import { useMultiplier } from './crash/use-multiplier';
import { MinesBoard, RoundSteps, SpinStep } from './recall/round-steps';
import './fairness/fairness.css';
import './recall/recall.css';

/**
 * /houseVerify?roundId= (a round of the member), ?crashRoundId= (a published crash point), or nothing: recomputes
 * in the browser from the revealed server seed (or the crash chain's link) and says, fact by fact, whether it
 * gives what was recorded. A manual form computes any outcome from seeds typed by hand.
 */
export function HouseVerifyPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const roundId = (search.get('roundId') ?? '').trim().slice(0, 40);
  const crashRoundId = (search.get('crashRoundId') ?? '').trim().slice(0, 40);
  const initial = manualFromSearch(search);
  return (
    <section className="page house-verify" data-testid="house-verify-page">
      <PageHeader title={t('house.verify.title')} icon={<ShieldIcon />} />
      <p className="house-verify__intro">{t('house.verify.intro')}</p>
      <div className="house-verify__grid">
        {roundId ? <ByRound roundId={roundId} /> : null}
        {!roundId && crashRoundId ? <ByCrashRound crashRoundId={crashRoundId} /> : null}
        {roundId || crashRoundId ? null : <ManualForm key={search.toString()} initial={initial} />}
      </div>
    </section>
  );
}

function manualFromSearch(search: URLSearchParams): Partial<TManualInput> {
  const kind = search.get('kind');
  return {
    ...(MANUAL_KINDS.includes(kind as TManualKind) ? { kind: kind as TManualKind } : {}),
    serverSeed: search.get('serverSeed') ?? '',
    clientSeed: search.get('clientSeed') ?? '',
    nonce: search.get('nonce') ?? '',
    mines: Number(search.get('mines') ?? 3) || 3,
    gameCode: search.get('gameCode') ?? '',
    bet: search.get('bet') ?? '',
  };
}

function manualFromRound(round: THouseRound): Partial<TManualInput> {
  const { fairness } = round;
  if (fairness.scheme === 'chain') {
    return { kind: 'CRASH', roundHash: fairness.roundHash ?? '', salt: fairness.salt };
  }
  return {
    kind: round.kind === 'MINES' || round.kind === 'SLOT' ? round.kind : 'DICE',
    serverSeed: fairness.serverSeed ?? '',
    clientSeed: fairness.clientSeed,
    nonce: String(fairness.nonce),
    mines: round.mines ?? 3,
    ...(round.kind === 'SLOT' ? { gameCode: round.gameCode, bet: String(round.stake) } : {}),
  };
}

// ---------- a round of the member ----------

function ByRound({ roundId }: { roundId: string }) {
  const round = useHouseRound(roundId);
  if (!round.data) return <QueryState error={round.error} onRetry={() => void round.refetch()} />;
  const data = round.data;
  const notRevealed = data.fairness.scheme === 'seed' && data.fairness.serverSeed === null;
  return (
    <>
      {notRevealed ? <NotRevealed round={data} /> : <RoundVerification round={data} />}
      {notRevealed ? null : <ManualForm key={data.id} initial={manualFromRound(data)} />}
    </>
  );
}

function useGameName() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'es';
  return (gameCode: string) => houseGameOf(gameCode)?.names[language] ?? gameCode;
}

function RoundHeading({ round }: { round: THouseRound }) {
  const { t } = useTranslation();
  const gameName = useGameName();
  const money = useMoney();
  return (
    <>
      <h2 className="house-verify__title" data-testid="house-verify-game">
        {gameName(round.gameCode)}
      </h2>
      <p className="house-recall__id">
        {t('house.verify.roundLine', { id: round.id, stake: money(round.stake), win: money(round.win) })}
      </p>
    </>
  );
}

/** The seed of the round is still secret: rotating the pair reveals it (here, or in the game's fairness tab). */
function NotRevealed({ round }: { round: THouseRound }) {
  const { t } = useTranslation();
  const rotate = useRotateSeed();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="card" data-testid="house-verify-not-revealed">
      <RoundHeading round={round} />
      <p className="house-verify__note">{t('house.verify.notRevealed')}</p>
      {rotate.error ? (
        <p className="form__error" role="alert">
          {errorText(rotate.error)}
        </p>
      ) : null}
      <div className="house-fairness__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => setConfirming(true)}
          data-testid="house-verify-rotate"
        >
          {t('house.verify.rotateNow')}
        </button>
        <Link className="button button--ghost" to={housePageOf(round.gameCode)}>
          {t('house.verify.backToGame')}
        </Link>
      </div>
      <RoundSteps round={round} />
      {confirming ? (
        <ConfirmDialog
          title={t('house.fairness.rotateTitle')}
          message={t('house.fairness.rotateMessage')}
          confirmLabel={t('house.fairness.rotateConfirm')}
          busy={rotate.isPending}
          testId="house-verify-confirm"
          onCancel={() => setConfirming(false)}
          onConfirm={() => rotate.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      ) : null}
    </div>
  );
}

function RoundVerification({ round }: { round: THouseRound }) {
  const { t } = useTranslation();
  const verification = useMemo(() => verifyHouseRound(round), [round]);
  const crash = useCrashState();
  const { fairness } = round;
  // Crash: SHA-256 of this round's link must be the previous round's published hash (when it is at hand).
  const previousHash =
    verification.recomputed?.kind === 'CRASH' ? verification.recomputed.previousHash : null;
  const published =
    previousHash && crash.data
      ? crash.data.history.some((entry) => entry.hash === previousHash) ||
        crash.data.chain.terminalHash === previousHash
      : false;

  return (
    <div className="card" data-testid="house-verify-round">
      <RoundHeading round={round} />
      <Verdict ok={verification.ok} />
      <ul className="house-verify__checks">
        {verification.checks.map((check, index) => (
          <CheckItem key={index} check={check} round={round} />
        ))}
        {published ? <CheckLine ok label={t('house.verify.check.crashChainPublished')} /> : null}
      </ul>
      <Recomputed verification={verification} round={round} />
      <dl className="house-verify__inputs">
        {fairness.scheme === 'seed' ? (
          <>
            <Input label={t('house.fairness.serverSeed')} value={fairness.serverSeed ?? '—'} />
            <Input label={t('house.fairness.serverSeedHash')} value={fairness.serverSeedHash} />
            <Input label={t('house.fairness.clientSeed')} value={fairness.clientSeed} />
            <Input label={t('house.fairness.nonce')} value={String(fairness.nonce)} />
          </>
        ) : (
          <>
            <Input label={t('house.crash.roundHash')} value={fairness.roundHash ?? '—'} />
            <Input label={t('house.crash.salt')} value={fairness.salt} />
            <Input label={t('house.crash.terminalHash')} value={fairness.terminalHash} />
          </>
        )}
      </dl>
      <h3 className="house-verify__title">{t('house.verify.recorded')}</h3>
      <RoundSteps round={round} />
      <Link className="button button--ghost" to={housePageOf(round.gameCode)}>
        {t('house.verify.backToGame')}
      </Link>
    </div>
  );
}

function Input({ label, value }: { label: string; value: string }) {
  return (
    <div className="house-fairness__field">
      <dt className="house-fairness__label">{label}</dt>
      <dd className="house-fairness__value">
        <code>{value}</code>
      </dd>
    </div>
  );
}

function Verdict({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  return (
    <p
      className={`house-verify__verdict${ok ? '' : ' is-bad'}`}
      data-testid="house-verify-verdict"
      data-ok={ok}
    >
      {ok ? t('house.verify.allMatch') : t('house.verify.someMismatch')}
    </p>
  );
}

function CheckLine({ ok, label, detail }: { ok: boolean; label: string; detail?: string }) {
  return (
    <li className={`house-verify__check${ok ? '' : ' is-bad'}`} data-testid="house-verify-check" data-ok={ok}>
      <span className="house-verify__mark">{ok ? '✓' : '✗'}</span>
      <span className="house-verify__check-text">
        <span className="house-verify__check-label">{label}</span>
        {detail ? <small>{detail}</small> : null}
      </span>
    </li>
  );
}

/** A recorded/recomputed value in the page language: numbers with its decimal separator, cells counted from 1. */
function useCheckValue() {
  const { t, i18n } = useTranslation();
  const multiplier = useMultiplier();
  const language = i18n.resolvedLanguage ?? 'es';
  return (check: THouseVerifyCheck, value: string) => {
    const number = /^(\d+\.\d+)(×?)$/.exec(value);
    if (number) return number[2] ? multiplier(Number(number[1])) : formatMoney(Number(number[1]), language);
    const safe = /^safe ×(\d+(?:\.\d+)?)$/.exec(value);
    if (safe) return t('house.verify.value.gem', { multiplier: multiplier(Number(safe[1])) });
    if (value === 'mine') return t('house.verify.value.mine');
    if (check.id === 'minesCells' && /^\d+(,\d+)*$/.test(value)) {
      return value
        .split(',')
        .map((cell) => Number(cell) + 1)
        .join(', ');
    }
    return value;
  };
}

function CheckItem({ check, round }: { check: THouseVerifyCheck; round: THouseRound }) {
  const { t } = useTranslation();
  const value = useCheckValue();
  const step = check.step === undefined ? undefined : round.steps[check.step];
  const cell = step?.type === 'reveal' ? step.cell + 1 : undefined;
  const key =
    check.id === 'diceWin' || check.id === 'minesWin'
      ? (`${check.id}${check.step === undefined ? 'Round' : 'Step'}` as const)
      : check.id;
  const label = t(`house.verify.check.${key}`, { cell });
  const detail =
    check.recorded !== undefined && check.recomputed !== undefined
      ? t('house.verify.compared', {
          recorded: value(check, check.recorded),
          recomputed: value(check, check.recomputed),
        })
      : check.recomputed !== undefined
        ? t('house.verify.recomputedValue', { value: value(check, check.recomputed) })
        : undefined;
  return <CheckLine ok={check.ok} label={label} detail={detail} />;
}

function Recomputed({ verification, round }: { verification: THouseVerification; round: THouseRound }) {
  const { t, i18n } = useTranslation();
  const multiplier = useMultiplier();
  const recomputed = verification.recomputed;
  if (!recomputed) return null;
  const language = i18n.resolvedLanguage ?? 'es';
  return (
    <div className="house-verify__outcome" data-testid="house-verify-recomputed">
      <h3 className="house-verify__title">{t('house.verify.recomputed')}</h3>
      {recomputed.kind === 'DICE' ? (
        <p>
          <span className="house-verify__big" data-testid="house-verify-roll">
            {formatMoney(recomputed.roll / 100, language)}
          </span>{' '}
          <span className={recomputed.won ? 'is-won' : 'is-lost'}>
            {recomputed.won ? t('house.verify.rollWins') : t('house.verify.rollLoses')}
          </span>
        </p>
      ) : null}
      {recomputed.kind === 'MINES' ? (
        <MinesBoard round={{ steps: round.steps, minedCells: recomputed.cells }} />
      ) : null}
      {recomputed.kind === 'SLOT' ? (
        <ol className="house-steps__list">
          {(recomputed.steps as TSpinView[]).map((step) => (
            <li key={step.index} className="house-step">
              <SpinStep step={step} gameCode={round.gameCode} />
            </li>
          ))}
        </ol>
      ) : null}
      {recomputed.kind === 'CRASH' ? (
        <p>
          <span className="house-verify__big">{multiplier(recomputed.point / 100)}</span>
        </p>
      ) : null}
    </div>
  );
}

// ---------- a published crash point ----------

function ByCrashRound({ crashRoundId }: { crashRoundId: string }) {
  const { t } = useTranslation();
  const multiplier = useMultiplier();
  const crash = useCrashState();
  if (!crash.data) return <QueryState error={crash.error} onRetry={() => void crash.refetch()} />;
  const { history, chain } = crash.data;
  const index = history.findIndex((entry) => entry.id === crashRoundId);
  const entry = history[index];
  if (!entry) {
    return (
      <>
        <div className="card">
          <p className="house-verify__note" data-testid="house-verify-crash-missing">
            {t('house.verify.crashMissing')}
          </p>
        </div>
        <ManualForm initial={{ kind: 'CRASH', salt: chain.salt }} />
      </>
    );
  }
  const previous = history[index + 1]?.hash ?? null;
  const check = verifyPublishedCrash(entry.hash, chain.salt, entry.crashPoint, previous);
  const ok = check.pointMatches && check.chainMatches !== false;
  return (
    <>
      <div className="card" data-testid="house-verify-crash">
        <h2 className="house-verify__title">
          {t('house.verify.crashTitle', { point: multiplier(entry.crashPoint) })}
        </h2>
        <Verdict ok={ok} />
        <ul className="house-verify__checks">
          <CheckLine
            ok={check.pointMatches}
            label={t('house.verify.check.crashPoint')}
            detail={t('house.verify.compared', {
              recorded: multiplier(entry.crashPoint),
              recomputed: multiplier(check.point),
            })}
          />
          {check.chainMatches !== null ? (
            <CheckLine
              ok={check.chainMatches}
              label={t('house.verify.check.crashChainPublished')}
              detail={t('house.verify.recomputedValue', { value: check.previousHash })}
            />
          ) : null}
        </ul>
        <dl className="house-verify__inputs">
          <Input label={t('house.crash.roundHash')} value={entry.hash} />
          <Input label={t('house.crash.salt')} value={chain.salt} />
          <Input label={t('house.crash.terminalHash')} value={chain.terminalHash} />
        </dl>
      </div>
      <ManualForm initial={{ kind: 'CRASH', roundHash: entry.hash, salt: chain.salt }} />
    </>
  );
}

// ---------- by hand ----------

const SLOT_GAMES = HOUSE_GAMES.filter((game) => game.kind === 'SLOT');

const EMPTY: TManualInput = {
  kind: 'DICE',
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  mines: 3,
  gameCode: SLOT_GAMES[0]?.gameCode ?? '',
  bet: '1',
  roundHash: '',
  salt: '',
};

function ManualForm({ initial }: { initial: Partial<TManualInput> }) {
  const { t } = useTranslation();
  const gameName = useGameName();
  const [input, setInput] = useState<TManualInput>(() => ({
    ...EMPTY,
    ...Object.fromEntries(Object.entries(initial).filter(([, value]) => value !== '')),
  }));
  const [outcome, setOutcome] = useState<TManualOutcome | null>(null);
  const set = <K extends keyof TManualInput>(key: K, value: TManualInput[K]) => {
    setInput((current) => ({ ...current, [key]: value }));
    setOutcome(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(computeManualOutcome(input));
  };
  const problem = outcome && !outcome.ok ? outcome.problem : null;
  const error = (field: TManualProblem) => (problem === field ? t(`house.verify.problem.${field}`) : null);

  return (
    <div className="card" data-testid="house-verify-manual">
      <h2 className="house-verify__title">{t('house.verify.manualTitle')}</h2>
      <p className="house-fairness__hint">{t('house.verify.manualIntro')}</p>
      <form className="house-verify__form" onSubmit={submit} noValidate>
        <div className="house-verify__row">
          <label className="house-verify__select">
            <span>{t('house.verify.kind')}</span>
            <select
              value={input.kind}
              onChange={(event) => set('kind', event.target.value as TManualKind)}
              data-testid="house-verify-kind"
            >
              {MANUAL_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`house.verify.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          {input.kind === 'MINES' ? (
            <label className="house-verify__select">
              <span>{t('house.verify.mines')}</span>
              <select
                value={input.mines}
                onChange={(event) => set('mines', Number(event.target.value))}
                data-testid="house-verify-mines"
              >
                {Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => MINES_MIN + i).map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {input.kind === 'SLOT' ? (
            <label className="house-verify__select">
              <span>{t('house.verify.slotGame')}</span>
              <select
                value={input.gameCode}
                onChange={(event) => set('gameCode', event.target.value)}
                data-testid="house-verify-slot-game"
              >
                {SLOT_GAMES.map((game) => (
                  <option key={game.gameCode} value={game.gameCode}>
                    {gameName(game.gameCode)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        {input.kind === 'SLOT' ? (
          <TextField
            label={t('house.verify.bet')}
            value={input.bet}
            onChange={(value) => set('bet', value.trim())}
            testId="house-verify-bet"
            inputMode="decimal"
            autoComplete="off"
            error={error('bet')}
            hint={t('house.verify.betHint')}
          />
        ) : null}
        {input.kind === 'CRASH' ? (
          <>
            <TextField
              label={t('house.verify.roundHash')}
              value={input.roundHash}
              onChange={(value) => set('roundHash', value.trim())}
              testId="house-verify-round-hash"
              spellCheck={false}
              autoComplete="off"
              error={error('roundHash')}
            />
            <TextField
              label={t('house.verify.salt')}
              value={input.salt}
              onChange={(value) => set('salt', value.trim())}
              testId="house-verify-salt"
              spellCheck={false}
              autoComplete="off"
              error={error('salt')}
            />
          </>
        ) : (
          <>
            <TextField
              label={t('house.fairness.serverSeed')}
              value={input.serverSeed}
              onChange={(value) => set('serverSeed', value.trim())}
              testId="house-verify-server-seed"
              spellCheck={false}
              autoComplete="off"
              error={error('serverSeed')}
            />
            <TextField
              label={t('house.fairness.clientSeed')}
              value={input.clientSeed}
              onChange={(value) => set('clientSeed', value)}
              testId="house-verify-client-seed"
              spellCheck={false}
              autoComplete="off"
              error={error('clientSeed')}
            />
            <TextField
              label={t('house.fairness.nonce')}
              value={input.nonce}
              onChange={(value) => set('nonce', value.trim())}
              testId="house-verify-nonce"
              inputMode="numeric"
              autoComplete="off"
              error={error('nonce')}
            />
          </>
        )}
        <button type="submit" className="button button--primary" data-testid="house-verify-compute">
          {t('house.verify.compute')}
        </button>
      </form>
      {outcome?.ok ? <ManualOutcome outcome={outcome} /> : null}
    </div>
  );
}

function ManualOutcome({ outcome }: { outcome: Extract<TManualOutcome, { ok: true }> }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const multiplier = useMultiplier();
  const language = i18n.resolvedLanguage ?? 'es';
  return (
    <div className="house-verify__outcome" data-testid="house-verify-manual-outcome" aria-live="polite">
      {outcome.kind === 'DICE' ? (
        <p>
          {t('house.verify.roll')}{' '}
          <span className="house-verify__big" data-testid="house-verify-manual-roll">
            {formatMoney(outcome.roll / 100, language)}
          </span>
        </p>
      ) : null}
      {outcome.kind === 'MINES' ? (
        <>
          <p data-testid="house-verify-manual-cells">
            {t('house.verify.minedCells', { cells: outcome.cells.map((cell) => cell + 1).join(', ') })}
          </p>
          <MinesBoard round={{ steps: [], minedCells: outcome.cells }} />
        </>
      ) : null}
      {outcome.kind === 'SLOT' ? (
        <>
          <p data-testid="house-verify-manual-slot-win">
            {t('house.verify.slotWin', { count: outcome.steps.length, amount: money(outcome.win) })}
          </p>
          <ol className="house-steps__list">
            {outcome.steps.map((step) => (
              <li key={step.index} className="house-step" data-testid="house-verify-manual-spin">
                <SpinStep step={step} gameCode={outcome.gameCode} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {outcome.kind === 'CRASH' ? (
        <>
          <p>
            {t('house.verify.point')}{' '}
            <span className="house-verify__big" data-testid="house-verify-manual-point">
              {multiplier(outcome.point)}
            </span>
          </p>
          <p className="house-fairness__field">
            <span className="house-fairness__label">{t('house.verify.previousHash')}</span>
            <code>{outcome.previousHash}</code>
          </p>
        </>
      ) : (
        <p className="house-fairness__field">
          <span className="house-fairness__label">{t('house.verify.seedHash')}</span>
          <code data-testid="house-verify-manual-hash">{outcome.serverSeedHash}</code>
        </p>
      )}
    </div>
  );
}
